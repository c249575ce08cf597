import { isAxiosError } from 'axios';
import { MESSAGES, isOffline } from '@/lib/http/messages';

export { MESSAGES };

/** A failure the request layer raises itself: an unreadable body, or a body of the wrong shape. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The text fields of a JSON error body, in the spec's order. HTML and empty bodies have none. */
export function bodyMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  return nonEmpty(b.message) ?? nonEmpty(b.error);
}

/**
 * The one mapping from any failure to the text a person reads, in the spec's order:
 * server message, else error, else 'Server error: {status}'; invalid JSON; offline; no reply; the error's own message,
 * else 'An unexpected error occurred' for an Error without one, and 'An unknown error occurred' for a failure that
 * carries no message at all.
 */
export function toErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || MESSAGES.unexpected;
  if (isAxiosError(error)) {
    if (error.response) {
      return bodyMessage(error.response.data) ?? `Server error: ${error.response.status}`;
    }
    if (error.code === 'ERR_BAD_RESPONSE' || error.cause instanceof SyntaxError) return MESSAGES.invalidJson;
    if (isOffline()) return MESSAGES.offline;
    if (error.request) return MESSAGES.noResponse;
    return nonEmpty(error.message) ?? MESSAGES.unexpected;
  }
  if (error instanceof SyntaxError) return MESSAGES.invalidJson;
  if (isOffline()) return MESSAGES.offline;
  if (error instanceof Error) return nonEmpty(error.message) ?? MESSAGES.unexpected;
  // Not an Error: a thrown string, an error-like object, or nothing at all.
  if (error && typeof error === 'object') {
    return nonEmpty((error as { message?: unknown }).message) ?? MESSAGES.unknown;
  }
  return nonEmpty(error) ?? MESSAGES.unknown;
}

/** The HTTP status behind a failure, when there was one. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (isAxiosError(error)) return error.response?.status;
  return undefined;
}

/** The raw body behind a failure (for callers that read extra fields such as `details`). */
export function errorBody(error: unknown): unknown {
  if (error instanceof ApiError) return error.body;
  if (isAxiosError(error)) return error.response?.data;
  return undefined;
}
