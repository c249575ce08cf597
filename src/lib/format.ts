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

/**
 * An Intl formatter made on first use: making one loads its locale data, which costs a phone tens of
 * milliseconds, so a page pays only for the formatters it shows (and not while its code first runs).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * Digit grouping without Intl: making an Intl formatter loads locale data (about 40 ms on a phone for 'en-IN'),
 * and a board of job cards needs it in its first render. Whole numbers only, rounded half away from zero as Intl
 * rounds; Indian grouping puts the first comma after three digits, then after every two (12,50,000).
 */
function groupDigits(n: number, indian: boolean): string {
  const digits = String(Math.round(Math.abs(n)));
  if (!/^\d+$/.test(digits)) return String(n); // beyond 1e21 String() gives an exponent: leave it as it is
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups = [last];
  while (rest.length > 0) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  return `${n < 0 && digits !== '0' ? '-' : ''}${groups.join(',')}`;
}

/** ₹ with Indian digit grouping: 1250000 → ₹12,50,000. */
export function formatInr(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  const grouped = groupDigits(amount, true);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

const inrWithPaise = onFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** ₹ with paise, for bills where small amounts matter: 2 → ₹2.00, 102.5 → ₹102.50. */
export function formatInrWithPaise(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? inrWithPaise().format(amount) : '—';
}

/** Cuts text at `limit` characters and adds an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, limit: number): string {
  const t = text ?? '';
  return t.length > limit ? `${t.slice(0, limit).trimEnd()}…` : t;
}

/** Whole numbers with comma grouping: 22000 → 22,000. */
export function formatCount(n: number): string {
  return Number.isFinite(n) ? groupDigits(n, false) : '—';
}

/** Whole numbers grouped the Indian way: 150000 → 1,50,000. */
export function formatCountIN(n: number): string {
  return Number.isFinite(n) ? groupDigits(n, true) : '—';
}

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * The count-up figures: from 1,000 one decimal place and K+, from 1,000,000 one decimal place and M+
 * (22500 → 22.5K+, 250000 → 250.0K+, 5000000 → 5.0M+); below 1,000 the number itself, comma-grouped.
 */
export function abbreviate(n: number): string {
  if (!Number.isFinite(n)) return '—';
  // Compare the rounded figure, so 999,960 reads 1.0M+ rather than 1000.0K+.
  if (Number((n / THOUSAND).toFixed(1)) >= THOUSAND) return `${(n / MILLION).toFixed(1)}M+`;
  if (n >= THOUSAND) return `${(n / THOUSAND).toFixed(1)}K+`;
  return formatCount(n);
}

/** timeAgo's units, largest first, each with its length in seconds. */
export const TIME_AGO_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
/** The words Intl.RelativeTimeFormat('en', { numeric: 'auto' }) uses for one unit back or ahead. */
const ONE_AWAY: Partial<Record<Intl.RelativeTimeFormatUnit, [string, string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/** English relative time as Intl.RelativeTimeFormat('en', { numeric: 'auto' }) writes it, without its cost. */
function relative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const words = ONE_AWAY[unit];
  if (words && Math.abs(value) === 1) return value < 0 ? words[0] : words[1];
  const size = Math.abs(value);
  const label = `${formatCount(size)} ${unit}${size === 1 ? '' : 's'}`;
  return value < 0 ? `${label} ago` : `in ${label}`;
}

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.round((d.getTime() - now) / 1000);
  for (const [unit, size] of TIME_AGO_UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
