/** The spec's mock delivery fee, in the site's one currency (rupees). */
export const DELIVERY_FEE = 2;

/** Promo codes the mock-up knows, with the percent they take off the order amount. */
export const PROMO_CODES: Readonly<Record<string, number>> = { CODERS10: 10 };
/** The code the page offers as a hint, so the promo field can be tried. */
export const SAMPLE_PROMO_CODE = 'CODERS10';

export type PromoCheck = { ok: true; code: string; percent: number } | { ok: false; error: string };

/** Codes are matched without regard to case or surrounding spaces. */
export function checkPromo(input: string): PromoCheck {
  const code = input.trim().toUpperCase();
  if (!code) return { ok: false, error: 'Enter a promo code.' };
  const percent = PROMO_CODES[code];
  if (percent === undefined) return { ok: false, error: `“${input.trim()}” is not a valid promo code.` };
  return { ok: true, code, percent };
}

export interface Totals {
  orderAmount: number;
  promoDiscount: number;
  deliveryFee: number;
  total: number;
}

// Worked in whole paise so that 10 % of ₹14,999 and the sums of fees never drift by a floating-point hair.
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/** Order amount, the promo's share of it (rounded to the paisa), the delivery fee and the total to pay. */
export function checkoutTotals(orderAmount: number, promoPercent = 0): Totals {
  const amount = toPaise(Math.max(0, orderAmount));
  const percent = Math.min(100, Math.max(0, promoPercent));
  const discount = Math.round((amount * percent) / 100);
  const fee = toPaise(DELIVERY_FEE);
  return {
    orderAmount: toRupees(amount),
    promoDiscount: toRupees(discount),
    deliveryFee: toRupees(fee),
    total: toRupees(amount - discount + fee),
  };
}
