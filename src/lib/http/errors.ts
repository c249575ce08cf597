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

function bodyFields(body: unknown): Record<string, unknown> | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/**
 * The text of a JSON error body: `message`, else `error`, else `details` (the recruiter's routes put their text
 * there). HTML and empty bodies have none.
 */
export function bodyMessage(body: unknown): string | null {
  const b = bodyFields(body);
  return b && (nonEmpty(b.message) ?? nonEmpty(b.error) ?? nonEmpty(b.details));
}

/**
 * Every text of a failure's JSON body (message, error, details), joined: the backend puts a summary in one field and
 * the detail (a mongoose text) in another, and which one differs per route. '' without a JSON body.
 */
export function errorTexts(error: unknown): string {
  const b = bodyFields(errorBody(error));
  if (!b) return '';
  return [b.message, b.error, b.details]
    .flatMap((v) => (typeof v === 'string' && v.trim() ? [v.trim()] : []))
    .join(' ');
}

/**
 * Which unique field a MongoDB duplicate-key text (E11000) is about, read from its index name or its dup key, so a
 * value or a collection name that happens to contain another field's name does not mislead it.
 */
export function duplicateKeyField(text: string): 'phoneNumber' | 'email' | 'username' | null {
  if (!/E11000|duplicate key/i.test(text)) return null;
  const key = /index:\s*([A-Za-z]+)/.exec(text)?.[1] ?? /dup key:\s*\{\s*([A-Za-z]+)/.exec(text)?.[1] ?? text;
  if (/phone/i.test(key)) return 'phoneNumber';
  if (/email/i.test(key)) return 'email';
  if (/user/i.test(key)) return 'username';
  return null;
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
