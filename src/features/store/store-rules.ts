import { formatInr } from '@/lib/format/number';

/** What a price reads as on the store: 'Free' for 0, rupees with Indian grouping otherwise, '—' for nonsense. */
export function priceLabel(price: number): string {
  if (price === 0) return 'Free';
  return Number.isFinite(price) && price > 0 ? formatInr(price) : '—';
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
