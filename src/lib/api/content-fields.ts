import { z } from 'zod/mini';
import { slugify } from '../slug';

/**
 * Field readers shared by every adapter of server data (jobs, users, profiles, classes, projects, leaderboard,
 * search). Each one accepts anything and yields a usable value, so one odd field never drops a whole item;
 * only a missing id does. The plain functions serve hand-written adapters on hot paths (thousands of jobs);
 * the zod schemas below wrap the same functions for adapters written as schemas.
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

/** A schema that reads any value with `read` (so a missing key reads too, unless the field is `z.optional`). */
export function readWith<T>(read: (v: unknown) => T) {
  return z.transform(read);
}

export const text = readWith(readText);
export const num = readWith(readNumber);
export const texts = readWith((v) => readTexts(v));

/** A plain object's entries, or an empty object. */
export function readRecord(v: unknown): Record<string, unknown> {
  return isRecord(v) ? { ...v } : {};
}
export const record = readWith(readRecord);

/** A list of anything (the adapters read each item): checked as a whole, not item by item, for lists of thousands. */
export const items = z.custom<unknown[]>((v) => Array.isArray(v));

/** A list answer: a bare list, or the list under one of `keys` (`{ jobs: [...] }`); anything else is unexpected. */
export function listAnswer(...keys: string[]) {
  return z.union([
    items,
    ...keys.map((key) =>
      z.pipe(
        z.object({ [key]: items }),
        z.transform((body) => body[key]!),
      ),
    ),
  ]);
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
