import { CATEGORIES, MISSPELT_CATEGORY_SLUGS, type CategorySlug } from '@/data/categories';
import type { ClassCard } from '@/entities/class/classes';
import { categorySlug } from '@/lib/http/read-fields';
import { slugify } from '@/lib/format/slug';

/** The tab that shows every class; also the route segment /classes/all. */
export const ALL = 'all';
export type ClassTab = CategorySlug | typeof ALL;

/**
 * The category a text names — a slug, a label ("Design & Editing") or a known misspelling — or null. Deployed
 * classes carry no category, or free text: only what can be read this way files a class under a tab.
 */
export function readCategory(value: string | null | undefined): CategorySlug | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const candidates = new Set([text.toLowerCase(), slugify(text), categorySlug(text)]);
  for (const c of CATEGORIES) {
    if (candidates.has(c.slug) || candidates.has(categorySlug(c.label)) || candidates.has(slugify(c.label)))
      return c.slug;
  }
  // The home page's planets spell two slugs differently (§9); they still mean these categories.
  for (const candidate of candidates) {
    const right = MISSPELT_CATEGORY_SLUGS[candidate];
    if (right) return right;
  }
  return null;
}

/** The tab a route's category selects: a category it names, else 'all' (§2). */
export function tabFromRoute(param: string | undefined): ClassTab {
  return readCategory(param) ?? ALL;
}

export function tabLabel(tab: ClassTab): string {
  return tab === ALL ? 'All' : (CATEGORIES.find((c) => c.slug === tab)?.label ?? tab);
}

export const TABS: readonly { tab: ClassTab; label: string }[] = [
  { tab: ALL, label: 'All' },
  ...CATEGORIES.map((c) => ({ tab: c.slug, label: c.label })),
];

/** Every word of the query must appear in the class's title, instructor, level, type or description. */
function matches(card: ClassCard, words: readonly string[]): boolean {
  const haystack = [card.title, card.instructor.name, card.level, card.type, card.description]
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** The classes a tab and a search show, in the server's order. */
export function filterClasses<T extends ClassCard>(list: readonly T[], tab: ClassTab, query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter(
    (card) => (tab === ALL || readCategory(card.category) === tab) && (!words.length || matches(card, words)),
  );
}

/** A card's course page under the current tab: /classes/{tab}/{title-slug}/{id}. */
export function coursePath(tab: ClassTab, card: Pick<ClassCard, 'id' | 'title'>): string {
  return `/classes/${tab}/${slugify(card.title) || 'class'}/${encodeURIComponent(card.id)}`;
}
