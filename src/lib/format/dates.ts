import { onFirstUse } from '@/lib/format/number';

// Every pure date helper of the app: display (dd-MM-yyyy, "3 days ago"), the date input's yyyy-MM-dd, and the
// jobs' deadline and newest-first rules.

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd-MM-yyyy, the spec's display format; '—' when there is no valid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}` : '—';
}

/** HH:mm, local time. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : '—';
}

/** dd-MM-yyyy HH:mm:ss, local time. */
export function formatDateTime(at: number): string {
  const d = new Date(at);
  return `${formatDate(d)} ${formatTime(d)}:${pad(d.getSeconds())}`;
}

/** timeAgo's units, largest first, each with its length in seconds. */
const TIME_AGO_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.round((d.getTime() - now) / 1000);
  for (const [unit, size] of TIME_AGO_UNITS) {
    if (Math.abs(seconds) >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** yyyy-MM-dd of a local date: a date input's value and min, and the day a new review carries. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

/** The local day a yyyy-MM-dd names; null for anything else, or a day the calendar lacks (2025-02-30). */
export function parseDateInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d : null;
}

/** A picked day means "until the end of that day" in the user's time zone, sent as an ISO date-time. */
export function endOfDayIso(value: string): string {
  const d = parseDateInput(value);
  if (!d) return value;
  d.setHours(23, 59, 59, 999);
  return d.toISOString();
}

// The two date rules every screen that shows jobs agrees on (the board, a job's page, the admin's overview):
// when a job closes, and which job is the newest.

/** A job is open until its deadline passes; a job without a (valid) deadline stays open. */
export function isExpired(deadline: string | null, now: number = Date.now()): boolean {
  if (!deadline) return false;
  const t = Date.parse(deadline);
  return Number.isFinite(t) && t < now;
}

/**
 * Newest first by createdAt; jobs without a (valid) date go last, in reverse server order (the server sends oldest
 * first). Each date is read once, not once per comparison: the list may hold thousands of jobs.
 */
export function newestFirst<T extends { createdAt: string | null }>(jobs: readonly T[]): T[] {
  return jobs
    .map((job, index) => {
      const t = job.createdAt ? Date.parse(job.createdAt) : Number.NaN;
      return { job, index, t: Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY };
    })
    .sort((a, b) => (b.t === a.t ? b.index - a.index : b.t - a.t))
    .map((x) => x.job);
}
