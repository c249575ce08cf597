import { readSessionJson, writeSessionJson } from '@/lib/storage/session-storage';

/** What is being bought: a training handed over by its page, or the sample item. */
export interface CheckoutItem {
  id: string;
  name: string;
  /** Rupees. */
  price: number;
  /** A same-origin path or an http(s) URL; '' when there is none. */
  image: string;
  platform: string;
  duration: string;
}

/** The spec's default sample price, in the site's one currency (rupees). */
export const DEFAULT_SAMPLE_PRICE = 100;

export const SAMPLE_ITEM: CheckoutItem = {
  id: 'sample',
  name: 'Sample item',
  price: DEFAULT_SAMPLE_PRICE,
  image: '',
  platform: '',
  duration: '',
};

/** The chosen item stays in this tab, so /checkout shows it again after a reload or a visit elsewhere. */
export const CHECKOUT_ITEM_KEY = 'codershub:checkout-item';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads a training (or a stored item) defensively: anything without a name and a price is no item at all. */
export function parseCheckoutItem(value: unknown): CheckoutItem | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'number' || typeof v.id === 'string' ? String(v.id) : '';
  const name = text(v.name).trim();
  const price = v.price;
  if (!id || !name || typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  return { id, name, price, image: text(v.image), platform: text(v.platform), duration: text(v.duration) };
}

/** The training a page passed in navigation state: `{ training }`. */
export function itemFromNavigationState(state: unknown): CheckoutItem | null {
  if (!state || typeof state !== 'object') return null;
  return parseCheckoutItem((state as Record<string, unknown>).training);
}

export function loadStoredItem(): CheckoutItem | null {
  return parseCheckoutItem(readSessionJson(CHECKOUT_ITEM_KEY));
}

export function storeItem(item: CheckoutItem): void {
  writeSessionJson(CHECKOUT_ITEM_KEY, item);
}

/** Navigation state first (it is what was just chosen), then this tab's last choice, then the sample item. */
export function resolveCheckoutItem(state: unknown, stored: CheckoutItem | null): CheckoutItem {
  return itemFromNavigationState(state) ?? stored ?? SAMPLE_ITEM;
}
