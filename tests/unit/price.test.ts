import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '@/data/products';
import { computePrice, isPayable, toSmallestUnit } from '@/entities/price/price';

describe('the one price rule (§4): courses and store products', () => {
  it('derives the discount from a sell price and rounds the final price', () => {
    const price = computePrice({ original: 7999, sell: 3999 });
    expect(price.discount).toBeCloseTo(100 - (3999 / 7999) * 100, 10);
    expect(price.final).toBe(3999);
    expect(price.original).toBe(7999);
  });

  it('rounds to a whole rupee', () => {
    // 100 − 333/1000×100 = 66.7 % off 999 → 332.667 → 333
    expect(computePrice({ original: 999, sell: 333 }).final).toBe(Math.round(999 * (333 / 1000)));
    expect(computePrice({ original: 2499, discount: 20 }).final).toBe(1999);
    expect(computePrice({ original: 1000, discount: 33.3 }).final).toBe(667);
  });

  it('uses the given discount only when there is no sell price', () => {
    expect(computePrice({ original: 1000, discount: 10 }).final).toBe(900);
    expect(computePrice({ original: 1000, sell: 500, discount: 10 })).toEqual({
      original: 1000,
      discount: 50,
      final: 500,
    });
    expect(computePrice({ original: 1000, sell: null, discount: 25 }).final).toBe(750);
  });

  it('charges the original price when there is neither a sell price nor a discount', () => {
    expect(computePrice({ original: 2000 })).toEqual({ original: 2000, discount: 0, final: 2000 });
  });

  it('gives NaN when the price cannot be computed (no original price, or an original of 0 with a sell price)', () => {
    expect(computePrice({ original: null, sell: 100 }).final).toBeNaN();
    expect(computePrice({ original: undefined }).final).toBeNaN();
    expect(computePrice({ original: Number.NaN, discount: 10 }).final).toBeNaN();
    expect(computePrice({ original: 0, sell: 100 }).final).toBeNaN();
    expect(computePrice({ original: 0, sell: 0 }).final).toBeNaN();
  });

  it('pays only finite amounts above zero, in paise', () => {
    expect(isPayable(3999)).toBe(true);
    expect(isPayable(0)).toBe(false);
    expect(isPayable(Number.NaN)).toBe(false);
    expect(toSmallestUnit(3999)).toBe(399900);
  });

  it('reads a discount outside 0–100 % as its nearest end: a sale never raises a price nor goes below nothing', () => {
    expect(computePrice({ original: 500, discount: 150 })).toMatchObject({ final: 0, discount: 100 });
    expect(computePrice({ original: 500, discount: -20 })).toMatchObject({ final: 500, discount: 0 });
    expect(computePrice({ original: 500, sell: 650 })).toMatchObject({ final: 500, discount: 0 });
  });

  it('gives the sample products their listed selling price and discount', () => {
    for (const product of PRODUCTS) {
      const price = computePrice({
        original: product.price,
        sell: product.finalPrice,
        discount: product.discount,
      });
      expect(price.final, product.name).toBe(product.finalPrice);
      expect(Math.round(price.discount), product.name).toBe(product.discount);
    }
  });
});
