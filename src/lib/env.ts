/** The backend's origin, e.g. http://localhost:5050. Empty means the built-in demo API. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');

/** True when the app runs against the embedded demo API (MSW) instead of a real backend. */
export const IS_DEMO: boolean = API_BASE_URL === '';

/**
 * Razorpay's public key id (rzp_test_… or rzp_live_…). Empty means online payment is not set up in this build:
 * the course page says so and loads nothing from Razorpay.
 */
export const RAZORPAY_KEY_ID: string = (import.meta.env.VITE_RAZORPAY_KEY_ID ?? '').trim();
