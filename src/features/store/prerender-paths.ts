import { BOOKS } from '@/data/books';
import { PRODUCTS } from '@/data/products';
import { TRAININGS } from '@/data/trainings';

/**
 * The store's public pages, written to HTML at build time: the tabs and every detail page of the built-in
 * catalogue (it is known at build time, so a detail page paints before any script).
 */
export const STORE_PRERENDER_PATHS = [
  '/store',
  '/store/books',
  '/store/products',
  '/store/tranings',
  '/store/trainings',
  ...BOOKS.map((b) => `/book-details/${encodeURIComponent(b.id)}`),
  ...PRODUCTS.map((p) => `/product-details/${encodeURIComponent(p.id)}`),
  ...TRAININGS.map((t) => `/training-details/${encodeURIComponent(t.id)}`),
];
