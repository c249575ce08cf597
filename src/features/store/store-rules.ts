import { formatInr } from '@/lib/format/number';

/** What a price reads as on the store: 'Free' for 0, rupees with Indian grouping otherwise, '—' for nonsense. */
export function priceLabel(price: number): string {
  if (price === 0) return 'Free';
  return Number.isFinite(price) && price > 0 ? formatInr(price) : '—';
}

export interface ProductPricing {
  /** The list price. */
  price: number;
  /** What the product sells for. */
  finalPrice: number;
  /** Whole percent off the list price, 0 to 100. */
  discount: number;
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The spec's pricing rule: when a selling price is given, the discount is 100 − sell/original × 100;
 * otherwise the given discount is used and the final price is original × (1 − discount/100), rounded.
 */
export function productPricing(product: {
  price: number;
  finalPrice?: number | null;
  discount?: number | null;
}): ProductPricing {
  const { price } = product;
  if (!Number.isFinite(price) || price <= 0) return { price, finalPrice: price, discount: 0 };
  const sell = product.finalPrice;
  if (typeof sell === 'number' && Number.isFinite(sell) && sell >= 0) {
    const finalPrice = Math.min(sell, price);
    return { price, finalPrice, discount: Math.round(clampPercent(100 - (finalPrice / price) * 100)) };
  }
  const discount = clampPercent(
    typeof product.discount === 'number' && Number.isFinite(product.discount) ? product.discount : 0,
  );
  return { price, finalPrice: Math.round(price * (1 - discount / 100)), discount: Math.round(discount) };
}

/** 'In Stock' (however it is capitalised or padded) means in stock; anything else means out of stock. */
export function isInStock(availability: string | null | undefined): boolean {
  return (availability ?? '').trim().toLowerCase() === 'in stock';
}

export const IN_STOCK = 'In Stock';
export const OUT_OF_STOCK = 'Out of Stock';

export function availabilityLabel(availability: string | null | undefined): string {
  return isInStock(availability) ? IN_STOCK : OUT_OF_STOCK;
}

/** Ratings are 1 to 5; the average reads with one decimal place. */
export function ratingLabel(rating: number): string {
  return Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)).toFixed(1) : '—';
}

export function reviewsLabel(count: number): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `${n.toLocaleString('en-IN')} ${n === 1 ? 'review' : 'reviews'}`;
}
