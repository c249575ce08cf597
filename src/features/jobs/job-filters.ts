import { sortForReading } from '@/lib/text-order';

/**
 * The board's place, kept in the URL so Back and a shared link return to it:
 * ?q=react&type=Full-time&location=Pune&page=2
 */
export interface JobFilters {
  q: string;
  type: string;
  location: string;
}

export const FILTER_PARAMS = { q: 'q', type: 'type', location: 'location' } as const;
export const PAGE_PARAM = 'page';

export function readFilters(params: URLSearchParams): JobFilters {
  return {
    q: params.get(FILTER_PARAMS.q) ?? '',
    type: params.get(FILTER_PARAMS.type) ?? '',
    location: params.get(FILTER_PARAMS.location) ?? '',
  };
}

/**
 * The same params with the filters replaced; empty filters leave the URL. New filters mean new results, so the page
 * goes back to the first (the param is dropped). Other params are kept.
 */
export function writeFilters(params: URLSearchParams, filters: Partial<JobFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters) as [keyof JobFilters, string | undefined][]) {
    if (value === undefined) continue;
    if (value.trim() === '') next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], value);
  }
  next.delete(PAGE_PARAM);
  return next;
}

/** The value a filter has in the URL after writeFilters: a blank one is dropped, so it reads back as ''. */
export function urlValue(value: string): string {
  return value.trim() === '' ? '' : value;
}

/** The requested page: a whole number from 1, else 1 ("abc", "0", "-2", "1.5"). Too high is clamped later. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM)?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The params of another page of the same results; page 1 is the bare URL. */
export function pageParams(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

export function hasFilters(filters: JobFilters): boolean {
  return filters.q.trim() !== '' || filters.type !== '' || filters.location !== '';
}

/** The places in a list, once each (case-insensitively), sorted; the current filter is kept even if absent. */
export function locationOptions(places: readonly string[], current = ''): string[] {
  const byKey = new Map<string, string>();
  for (const place of [...places, current]) {
    const t = place.trim();
    if (t && !byKey.has(t.toLowerCase())) byKey.set(t.toLowerCase(), t);
  }
  return sortForReading(byKey.values());
}
