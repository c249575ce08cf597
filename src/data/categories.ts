/**
 * The site's learning categories (spec §9), in the spec's order: classes, projects and the landing page's
 * planets all use these slugs in their URLs (what `categorySlug()` in src/lib/http/read-fields.ts makes of a
 * server's category text).
 */
export const CATEGORIES = [
  { slug: 'web-development', label: 'Web Development' },
  { slug: 'app-development', label: 'App Development' },
  { slug: 'basic-programming', label: 'Basic Programming' },
  { slug: 'dsa', label: 'DSA' },
  { slug: 'service-security', label: 'Service & Security' },
  { slug: 'data-science', label: 'Data Science' },
  { slug: 'ai-ml', label: 'AI/ML' },
  { slug: 'design-and-editing', label: 'Design & Editing' },
  { slug: 'digital-marketing', label: 'Digital Marketing' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategorySlug = Category['slug'];

/**
 * Slugs the original planet links used by mistake; links to them still arrive (bookmarks, shared links), so the
 * route table sends each to its right slug.
 */
export const MISSPELT_CATEGORY_SLUGS: Readonly<Record<string, CategorySlug>> = {
  'digital-mrketing': 'digital-marketing',
  'basic-programing': 'basic-programming',
};

export function isCategorySlug(value: string): value is CategorySlug {
  return CATEGORIES.some((c) => c.slug === value);
}

/** The label of a slug, or null for a slug that is not one of the nine. */
export function categoryLabel(slug: string): string | null {
  return CATEGORIES.find((c) => c.slug === slug)?.label ?? null;
}
