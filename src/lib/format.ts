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

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 1250000 → ₹12,50,000. */
export function formatInr(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? inr.format(amount) : '—';
}

const inrWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ with paise, for bills where small amounts matter: 2 → ₹2.00, 102.5 → ₹102.50. */
export function formatInrWithPaise(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? inrWithPaise.format(amount) : '—';
}

/** Cuts text at `limit` characters and adds an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, limit: number): string {
  const t = text ?? '';
  return t.length > limit ? `${t.slice(0, limit).trimEnd()}…` : t;
}

/** 1000 → 1K+, 1500 → 1.5K+, 5000000 → 5M+ (one decimal place, trailing .0 dropped). */
export function abbreviate(n: number): string {
  const fmt = (v: number, unit: string) => `${Number(v.toFixed(1))}${unit}+`;
  if (n >= 1_000_000) return fmt(n / 1_000_000, 'M');
  if (n >= 1_000) return fmt(n / 1_000, 'K');
  return String(n);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.round((d.getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
