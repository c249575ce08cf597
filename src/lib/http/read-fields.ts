import { slugify } from '@/lib/format/slug';

/**
 * Field readers shared by every adapter of server data (jobs, users, profiles, classes, projects, leaderboard,
 * search). Each one accepts anything and yields a usable value, so one odd field never drops a whole item;
 * only a missing id does. An adapter reads each field it knows with one of them (`readText(item.title)`), so a
 * missing key reads as '' (or null, or []) like a malformed one, and keys it does not know are left behind.
 */

/** A string as sent (trimmed), a finite number as its text, anything else ''. */
export function readText(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** A finite number, or numeric text; null otherwise. */
export function readNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * A list of texts (non-text entries and blanks dropped; entries kept whole). One string counts as a list of one,
 * or, given a separator, as a list separated by it ("react, css").
 */
export function readTexts(v: unknown, separator?: string): string[] {
  const entries: unknown[] = Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? separator === undefined
        ? [v]
        : v.split(separator)
      : [];
  const out: string[] = [];
  for (const entry of entries) {
    const t = readText(entry);
    if (t) out.push(t);
  }
  return out;
}

// What JSON.stringify makes of a Date (and so what the backend sends): kept as it is, no Date round trip, which
// is most of the cost of reading thousands of jobs.
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A date in any form `Date` reads, as an ISO date-time; null when there is none or it is not a date. */
export function readIsoDate(v: unknown): string | null {
  if (typeof v === 'string' && CANONICAL_ISO.test(v)) return Number.isFinite(Date.parse(v)) ? v : null;
  if ((typeof v !== 'string' || v.trim() === '') && typeof v !== 'number') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** A plain object's entries, or an empty object. */
export function readRecord(v: unknown): Record<string, unknown> {
  return isRecord(v) ? { ...v } : {};
}

/**
 * A list answer: a bare list, or the list under the first of `keys` that holds one (`{ jobs: [...] }`); undefined
 * (an unexpected answer) for anything else. The list is checked as a whole, not item by item: the adapters read
 * each item, and a board holds thousands.
 */
export function listAnswer(...keys: string[]): (body: unknown) => unknown[] | undefined {
  return (body) => {
    if (Array.isArray(body)) return body;
    if (!isRecord(body)) return undefined;
    const key = keys.find((k) => Array.isArray(body[k]));
    return key === undefined ? undefined : (body[key] as unknown[]);
  };
}

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
