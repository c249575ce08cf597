// The request layer's own failure texts, and the one offline check, apart from errors.ts (which brings axios): code
// that is not the request layer uses them too.

export const MESSAGES = {
  invalidJson: 'Invalid JSON response from server',
  offline: 'No internet connection. Please check your network.',
  noResponse: 'No response from server. Please refresh/try again.',
  unexpected: 'An unexpected error occurred',
  /** The spec's default for a failure that carries no message at all (not even an Error to speak of). */
  unknown: 'An unknown error occurred',
} as const;

/** The browser says it has no connection (false outside a browser). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
