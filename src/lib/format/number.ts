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
