import { loadScript } from '@/features/classes/load-script';

/** Razorpay Standard Checkout: the script the page loads, and the options it opens with (a typed subset). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { payment_id?: string } };
}

export interface RazorpayOptions {
  /** The public key id; the secret never reaches the browser. */
  key: string;
  /** In the smallest currency unit (paise). */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on?(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

export class CheckoutUnavailableError extends Error {}

/**
 * Loads the checkout script (once) and opens the checkout. Rejects with CheckoutUnavailableError when the
 * script cannot be loaded or does not define Razorpay; the outcome of the payment comes through the options'
 * `handler` (paid), `modal.ondismiss` (closed) and `onFailed` (a failed attempt; the checkout stays open).
 * An aborted `signal` (the person left the page while the script loaded) opens nothing.
 */
export async function openRazorpayCheckout(
  options: RazorpayOptions,
  onFailed: (response: RazorpayFailure) => void,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await loadScript(RAZORPAY_CHECKOUT_URL);
  } catch (error) {
    throw new CheckoutUnavailableError(String(error));
  }
  if (signal?.aborted) return;
  const Checkout = window.Razorpay;
  if (typeof Checkout !== 'function') throw new CheckoutUnavailableError('Razorpay is not defined');
  const checkout = new Checkout(options);
  checkout.on?.('payment.failed', onFailed);
  checkout.open();
}
