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

const inr = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** ₹ with Indian digit grouping: 1250000 → ₹12,50,000. */
export function formatInr(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? inr().format(amount) : '—';
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

const grouped = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** Whole numbers with comma grouping: 22000 → 22,000. */
export function formatCount(n: number): string {
  return Number.isFinite(n) ? grouped().format(n) : '—';
}

const groupedIN = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** Whole numbers grouped the Indian way: 150000 → 1,50,000. */
export function formatCountIN(n: number): string {
  return Number.isFinite(n) ? groupedIN().format(n) : '—';
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

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const rtf = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.round((d.getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
