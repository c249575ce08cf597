import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKS } from '@/data/books';
import { PRODUCTS } from '@/data/products';
import { TRAININGS } from '@/data/trainings';
import { findById, readCatalogue } from '@/features/store/catalogue';
import {
  availabilityLabel,
  isInStock,
  priceLabel,
  ratingLabel,
  reviewsLabel,
} from '@/features/store/store-rules';

describe('store prices', () => {
  it("reads 'Free' for 0 and rupees with Indian grouping otherwise", () => {
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(649)).toBe('₹649');
    expect(priceLabel(125000)).toBe('₹1,25,000');
  });

  it('shows a dash for a price that is not a price', () => {
    expect(priceLabel(Number.NaN)).toBe('—');
    expect(priceLabel(-5)).toBe('—');
    expect(priceLabel(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('availability', () => {
  it("'In Stock' means in stock, whatever its case or spacing", () => {
    expect(isInStock('In Stock')).toBe(true);
    expect(isInStock('  in stock ')).toBe(true);
    expect(availabilityLabel('IN STOCK')).toBe('In Stock');
  });

  it('anything else means out of stock', () => {
    for (const value of ['Out of Stock', 'Pre-order', 'Instock', '', null, undefined]) {
      expect(isInStock(value)).toBe(false);
      expect(availabilityLabel(value)).toBe('Out of Stock');
    }
  });
});

describe('ratings and reviews', () => {
  it('shows the average to one decimal place, within 0 to 5', () => {
    expect(ratingLabel(4)).toBe('4.0');
    expect(ratingLabel(4.66)).toBe('4.7');
    expect(ratingLabel(7)).toBe('5.0');
    expect(ratingLabel(Number.NaN)).toBe('—');
  });

  it('counts reviews in words with Indian grouping', () => {
    expect(reviewsLabel(1)).toBe('1 review');
    expect(reviewsLabel(2310)).toBe('2,310 reviews');
    expect(reviewsLabel(-3)).toBe('0 reviews');
  });
});

describe('catalogue adapter', () => {
  it('a list that is not an array is an error, not a crash', () => {
    for (const raw of [null, undefined, {}, 'books', 42, { items: [] }]) {
      expect(readCatalogue(raw)).toEqual({ ok: false });
      expect(findById(raw, '1')).toEqual({ status: 'error' });
    }
  });

  it('skips entries without an id and a name', () => {
    const result = readCatalogue([{ id: 1, name: 'A' }, { name: 'no id' }, null, 'x', { id: '', name: 'B' }]);
    expect(result).toEqual({ ok: true, items: [{ id: 1, name: 'A' }] });
  });

  it('finds by the id in the URL, whether the data holds a number or text', () => {
    const list = [
      { id: 7, name: 'Seven' },
      { id: 'b12', name: 'Twelve' },
    ];
    expect(findById(list, '7')).toEqual({ status: 'found', item: list[0] });
    expect(findById(list, 'b12')).toEqual({ status: 'found', item: list[1] });
    expect(findById(list, '8')).toEqual({ status: 'missing' });
    expect(findById(list, undefined)).toEqual({ status: 'missing' });
  });
});

describe('sample catalogues', () => {
  const image = (path: string) => existsSync(join(process.cwd(), 'public', path));

  it('hold at least six books, products and trainings with unique ids and local pictures that exist', () => {
    for (const list of [BOOKS, PRODUCTS, TRAININGS]) {
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
      for (const item of list) expect(image(item.image), item.image).toBe(true);
    }
    for (const t of TRAININGS) expect(image(t.instructor.image), t.instructor.image).toBe(true);
  });

  it('include an out-of-stock product and a discounted one', () => {
    expect(PRODUCTS.some((p) => !isInStock(p.availability))).toBe(true);
    expect(PRODUCTS.some((p) => p.discount > 0 && p.finalPrice < p.price)).toBe(true);
  });

  it('include a free training and a video', () => {
    expect(TRAININGS.some((t) => t.price === 0)).toBe(true);
    expect(TRAININGS.some((t) => t.type === 'video')).toBe(true);
  });

  it('link only to http(s) addresses', () => {
    const links = [
      ...BOOKS.flatMap((b) => [b.buyLink, b.previewLink]),
      ...PRODUCTS.map((p) => p.buyLink),
      ...TRAININGS.map((t) => t.link),
    ];
    for (const link of links) expect(link).toMatch(/^https?:\/\//);
  });
});
