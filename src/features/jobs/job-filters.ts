import { sortForReading } from '@/lib/format/text-order';
import { EXPERIENCE_BANDS, POSTED_WITHIN, SORTS, WORK_MODES, pick, readMinPay } from './job-refine';

/**
 * The board's place, kept in the URL so Back and a shared link return to it:
 * ?q=react&type=Full-time&location=Pune&minPay=25000&exp=fresher&posted=7&mode=remote&closed=1&sort=pay&page=2
 * Every value is text as in the URL; an unknown value reads as '' (the filter is off).
 */
export interface JobFilters {
  q: string;
  type: string;
  location: string;
  /** Minimum monthly pay in rupees, '' for none. */
  minPay: string;
  /** An experience band (job-refine's EXPERIENCE_BANDS). */
  exp: string;
  /** Posted within this many days: 1, 3, 7 or 30. */
  posted: string;
  /** remote, hybrid or on-site. */
  mode: string;
  /** '1' shows the jobs past their deadline too. */
  closed: string;
  /** newest (the default, never written), pay or closing. */
  sort: string;
}

export const FILTER_PARAMS = {
  q: 'q',
  type: 'type',
  location: 'location',
  minPay: 'minPay',
  exp: 'exp',
  posted: 'posted',
  mode: 'mode',
  closed: 'closed',
  sort: 'sort',
} as const;
export const PAGE_PARAM = 'page';

/** Every filter off and the default sort: what "Clear filters" writes. */
export const NO_FILTERS: JobFilters = {
  q: '',
  type: '',
  location: '',
  minPay: '',
  exp: '',
  posted: '',
  mode: '',
  closed: '',
  sort: '',
};

export function readFilters(params: URLSearchParams): JobFilters {
  const minPay = readMinPay(params.get(FILTER_PARAMS.minPay));
  const sort = pick(SORTS, params.get(FILTER_PARAMS.sort));
  return {
    q: params.get(FILTER_PARAMS.q) ?? '',
    type: params.get(FILTER_PARAMS.type) ?? '',
    location: params.get(FILTER_PARAMS.location) ?? '',
    minPay: minPay > 0 ? String(minPay) : '',
    exp: pick(EXPERIENCE_BANDS, params.get(FILTER_PARAMS.exp)),
    posted: pick(POSTED_WITHIN, params.get(FILTER_PARAMS.posted)),
    mode: pick(WORK_MODES, params.get(FILTER_PARAMS.mode)),
    closed: params.get(FILTER_PARAMS.closed) === '1' ? '1' : '',
    sort: sort === 'newest' ? '' : sort,
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

/** Whether any filter narrows the list (the sort does not, and showing closed jobs widens it). */
export function hasFilters(filters: JobFilters): boolean {
  return activeFilterCount(filters) - (filters.closed ? 1 : 0) > 0;
}

/** How many filters are set: the number on the phone's "Filters" button. */
export function activeFilterCount(filters: JobFilters): number {
  const { q, type, location, minPay, exp, posted, mode, closed } = filters;
  return [q.trim(), type, location, minPay, exp, posted, mode, closed].filter((v) => v !== '').length;
}

/** The board's views: every job not hidden (''), the saved ones, the hidden ones. */
export type BoardView = '' | 'saved' | 'hidden';
export const VIEW_PARAM = 'view';

export function readView(params: URLSearchParams): BoardView {
  const v = params.get(VIEW_PARAM);
  return v === 'saved' || v === 'hidden' ? v : '';
}

/** The params of another view: filters and sort kept, the page back to the first. */
export function viewParams(params: URLSearchParams, view: BoardView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view) next.set(VIEW_PARAM, view);
  else next.delete(VIEW_PARAM);
  next.delete(PAGE_PARAM);
  return next;
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
