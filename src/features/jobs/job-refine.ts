import type { Job } from '@/entities/job/jobs';

/**
 * The job seeker's filters and sorts as pure rules over one job's fields: pay, experience, date posted, work mode,
 * closing. The board (job-board.ts) reads each job's values once per list and applies these per change.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Minimum monthly pay presets, in rupees. */
export const PAY_PRESETS = [10_000, 25_000, 50_000, 100_000] as const;

export const EXPERIENCE_BANDS = [
  { value: 'fresher', label: 'Fresher (0 years)' },
  { value: '1-2', label: '1–2 years' },
  { value: '3-5', label: '3–5 years' },
  { value: '5+', label: 'More than 5 years' },
] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['value'];

export const POSTED_WITHIN = [
  { value: '1', label: 'Last 24 hours' },
  { value: '3', label: 'Last 3 days' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
] as const;

export const WORK_MODES = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'on-site', label: 'On-site' },
] as const;
export type WorkMode = (typeof WORK_MODES)[number]['value'];

export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'pay', label: 'Highest pay' },
  { value: 'closing', label: 'Closing soon' },
] as const;
export type JobSort = (typeof SORTS)[number]['value'];

/** A known option value, or '' for anything else (a hand-edited URL never breaks the board). */
export function pick<T extends string>(options: readonly { value: T }[], raw: string | null): T | '' {
  const found = options.find((o) => o.value === raw);
  return found ? found.value : '';
}

/** A pay preset from the URL: a whole positive number of rupees, else 0 (no minimum). */
export function readMinPay(raw: string | null): number {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

/** With no minimum every job passes; with one, only a stated pay at or above it (0 and unstated pay fail). */
export function meetsMinPay(pay: number | null, min: number): boolean {
  if (min <= 0) return true;
  return pay !== null && pay > 0 && pay >= min;
}

/** The band a number of years falls in; unknown experience falls in none. */
export function experienceBand(years: number | null): ExperienceBand | null {
  if (years === null || !Number.isFinite(years) || years < 0) return null;
  if (years < 1) return 'fresher';
  if (years < 3) return '1-2';
  if (years <= 5) return '3-5';
  return '5+';
}

/** Posted within the last `days` days of `now` (a job without a date is never recent). */
export function postedWithin(createdAt: number, days: number, now: number): boolean {
  return Number.isFinite(createdAt) && createdAt >= now - days * DAY_MS;
}

const MODE_WORDS: readonly [RegExp, WorkMode][] = [
  [/\bremote\b|work from home|\bwfh\b/i, 'remote'],
  [/\bhybrid\b/i, 'hybrid'],
  [/\bon[\s-]?site\b|\bin[\s-]office\b|\boffice\b/i, 'on-site'],
];

function modeIn(text: string): WorkMode | null {
  for (const [pattern, mode] of MODE_WORDS) if (pattern.test(text)) return mode;
  return null;
}

/**
 * How the job is worked: its type when it is one of the backend's Remote, Hybrid or On-site; else its mode or
 * style when they say; else "Remote" in its location; else unknown (it then matches no work-mode filter).
 */
export function workMode(job: Pick<Job, 'type' | 'mode' | 'style' | 'location'>): WorkMode | null {
  const type = job.type.trim().toLowerCase();
  if (type === 'remote') return 'remote';
  if (type === 'hybrid') return 'hybrid';
  if (type === 'on-site' || type === 'onsite') return 'on-site';
  return modeIn(job.mode) ?? modeIn(job.style) ?? (/\bremote\b/i.test(job.location) ? 'remote' : null);
}

/** A date-time as a time; NaN when absent or not a date. */
export function timeOf(iso: string | null): number {
  return iso ? Date.parse(iso) : Number.NaN;
}

/** Closed: past a (valid) deadline. */
export function isClosed(deadlineAt: number, now: number): boolean {
  return deadlineAt < now;
}

interface Sortable {
  pay: number | null;
  deadlineAt: number;
}

/**
 * Highest pay first; jobs without a stated pay last. `a` and `b` come newest first, and ties keep that order
 * (Array.prototype.sort is stable).
 */
export function byPay(a: Sortable, b: Sortable): number {
  return (b.pay ?? -1) - (a.pay ?? -1);
}

/** Earliest deadline first; jobs open for good (no deadline) last. */
export function byDeadline(a: Sortable, b: Sortable): number {
  const x = Number.isFinite(a.deadlineAt) ? a.deadlineAt : Number.POSITIVE_INFINITY;
  const y = Number.isFinite(b.deadlineAt) ? b.deadlineAt : Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
}
