/** The request layer's own failure texts; apart from errors.ts, so code that is not the request layer can use them. */
export const MESSAGES = {
  invalidJson: 'Invalid JSON response from server',
  offline: 'No internet connection. Please check your network.',
  noResponse: 'No response from server. Please refresh/try again.',
  unexpected: 'An unexpected error occurred',
  /** The spec's default for a failure that carries no message at all (not even an Error to speak of). */
  unknown: 'An unknown error occurred',
} as const;
