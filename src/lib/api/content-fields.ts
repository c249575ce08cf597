import { z } from 'zod';
import { slugify } from '../slug';

/**
 * Field readers shared by the public-content adapters (classes, projects, leaderboard, search).
 * Each one accepts anything and yields a usable value, so one odd field never drops a whole item;
 * only a missing id does.
 */

/** A string as sent (trimmed), a number as its text, anything else ''. */
export const text = z
  .unknown()
  .transform((v) =>
    typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '',
  )
  .pipe(z.string());

/** A finite number, or numeric text; null otherwise. */
export const num = z.unknown().transform((v): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
});

/** A list of texts (non-text entries and blanks dropped); one string counts as a list of one. */
export const texts = z.unknown().transform((v): string[] => {
  const items: unknown[] = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return items
    .map((item) => (typeof item === 'string' ? item.trim() : typeof item === 'number' ? String(item) : ''))
    .filter(Boolean);
});

/** A plain object's entries, or an empty object. */
export const record = z
  .unknown()
  .transform((v): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {},
  );

export const items = z.array(z.unknown());

/** "Design & Editing", "design-and-editing" and "DESIGN AND EDITING" all → "design-and-editing". */
export function categorySlug(value: string): string {
  return slugify(value.replace(/&/g, ' and '));
}

/** Adapts every item, skipping the ones the adapter refuses (null) and repeats of an id already kept. */
export function adaptAll<T extends { id: string }>(
  raw: readonly unknown[],
  adapt: (item: unknown) => T | null,
): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of raw) {
    const value = adapt(item);
    if (!value || seen.has(value.id)) continue;
    seen.add(value.id);
    kept.push(value);
  }
  return kept;
}
