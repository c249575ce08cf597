/**
 * An Intl formatter made on first use: making one loads its locale data, so a page pays for the formatters it
 * shows, when it first shows them, and importing this module costs nothing.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// Whole numbers only; a negative that rounds to zero reads 0, not -0.
const whole = { maximumFractionDigits: 0, signDisplay: 'negative' } as const;
const inr = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...whole }),
);
const countEn = onFirstUse(() => new Intl.NumberFormat('en-US', whole));
const countIn = onFirstUse(() => new Intl.NumberFormat('en-IN', whole));

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

/** Whole numbers with comma grouping: 22000 → 22,000. */
export function formatCount(n: number): string {
  return Number.isFinite(n) ? countEn().format(n) : '—';
}

/** Whole numbers grouped the Indian way: 150000 → 1,50,000. */
export function formatCountIN(n: number): string {
  return Number.isFinite(n) ? countIn().format(n) : '—';
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
