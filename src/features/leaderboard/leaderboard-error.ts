import { LEADERBOARD_FALLBACK_ERROR } from '@/features/leaderboard/api/leaderboard';
import { bodyMessage, errorBody, errorStatus, toErrorMessage } from '@/lib/http/errors';

/**
 * The leaderboard's failure text (spec §8): 'Error {status}: {message}' for an HTTP failure, the message taken
 * from the body's `message` or `error` (the spec's fallback when the body has neither, e.g. an HTML page); the
 * catalogue's network messages otherwise; a 2xx answer without success true gives its own message or the fallback.
 */
export function leaderboardErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400) {
    return `Error ${status}: ${bodyMessage(errorBody(error)) ?? LEADERBOARD_FALLBACK_ERROR}`;
  }
  return toErrorMessage(error);
}
