/**
 * The spec's price rule (§4), the one for the course page and the store's products: with a sell price,
 * discount = 100 − sell / original × 100; otherwise the given discount (none means 0);
 * final = original × (1 − discount / 100), rounded to a whole rupee. A discount outside 0–100 % is read as its
 * nearest end, so a sale never raises a price nor goes below nothing.
 */

export interface PriceInput {
  /** The list price before any discount. */
  original: number | null | undefined;
  /** What the item actually sells for, when the data says so; it decides the discount. */
  sell?: number | null;
  /** A discount in percent, used only when there is no sell price. */
  discount?: number | null;
}

export interface Price {
  original: number;
  /** In percent, unrounded (round it for display). NaN when it cannot be computed. */
  discount: number;
  /** Whole rupees. NaN when the data does not allow a price (the page then shows 'NaN', as the spec says). */
  final: number;
}

const given = (n: number | null | undefined): n is number => typeof n === 'number' && !Number.isNaN(n);

export function computePrice({ original, sell, discount }: PriceInput): Price {
  const base = given(original) ? original : Number.NaN;
  const asked = given(sell) ? 100 - (sell / base) * 100 : given(discount) ? discount : 0;
  const percent = Number.isFinite(asked) ? Math.min(100, Math.max(0, asked)) : asked;
  const final = Math.round(base * (1 - percent / 100));
  return {
    original: base,
    discount: Number.isFinite(percent) ? percent : Number.NaN,
    final: Number.isFinite(final) ? final : Number.NaN,
  };
}

/** A price someone can be charged: a finite amount above zero. */
export function isPayable(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0;
}

/** Razorpay and most gateways take the smallest currency unit: ₹1 = 100 paise. */
export const SMALLEST_UNIT_FACTOR = 100;

export function toSmallestUnit(amount: number): number {
  return Math.round(amount * SMALLEST_UNIT_FACTOR);
}
