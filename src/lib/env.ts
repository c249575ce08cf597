/** The backend's origin, e.g. http://localhost:5050. Empty means the built-in demo API. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');

/** True when the app runs against the embedded demo API (MSW) instead of a real backend. */
export const IS_DEMO: boolean = API_BASE_URL === '';
