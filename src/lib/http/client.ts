import axios, { type AxiosError, type Method } from 'axios';
import axiosRetry, { isNetworkOrIdempotentRequestError } from 'axios-retry';
import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS, RETRY_DELAY_UNIT_MS } from '@/lib/constants';
import { API_BASE_URL } from '@/lib/env';
import { ApiError, MESSAGES, errorStatus, toErrorMessage } from '@/lib/http/errors';
import { FETCHED_AT_HEADER, recordAnswer } from '@/lib/http/offline-copies';
import { logRequestFailure } from '@/lib/http/request-log';
import { withoutPasswords } from '@/lib/http/without-passwords';
import { TOKEN_KEY, readSession, readUsableToken, storeLoginUser, storeToken } from '@/lib/session/session';
import { SESSION_END_MESSAGE, reportSessionEnded } from '@/lib/session/ended';
import { readRaw } from '@/lib/storage/storage';

/** The one HTTP client. Paths are relative (`v1/jobs/all`); the base is the backend's origin. */
export const http = axios.create({
  baseURL: `${API_BASE_URL}/`,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent without the stored token: a sign-in speaks for the person signing in, not for a session already here. */
    anonymous?: boolean;
  }
}

http.interceptors.request.use((config) => {
  if (config.anonymous) return config;
  const token = readUsableToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export function retryDelay(retryNumber: number): number {
  return retryNumber * RETRY_DELAY_UNIT_MS;
}

/**
 * The spec's retries (network errors, idempotent requests, status 500 and above), with one deliberate step
 * past it: a write (POST, PATCH) that the server answered is not repeated, whatever the status. A 5xx after
 * the server saved the record would otherwise post it again, up to four times. A write with no answer at all
 * (the request never reached a server) is still retried; a timed-out one is not, as it may have arrived.
 */
export function shouldRetry(error: AxiosError): boolean {
  return isNetworkOrIdempotentRequestError(error);
}

axiosRetry(http, { retries: REQUEST_RETRIES, retryDelay, retryCondition: shouldRetry });

interface RequestOptions<T> {
  method?: Method;
  url: string;
  data?: unknown;
  params?: Record<string, string | number>;
  /**
   * Reads a 2xx body into what the caller uses (an API module's adapter, or `listAnswer`); undefined when the body
   * is not of the expected shape.
   */
  read: (body: unknown) => T | undefined;
  signal?: AbortSignal;
  /** The call needs a login: without a usable token it is not sent (an expired one ends the session). */
  auth?: boolean;
  /**
   * Never re-send this call, whatever happens (a create that is not idempotent: a lost reply may follow a save,
   * and only the caller can find out whether it did).
   */
  once?: boolean;
  /**
   * A sign-in: sent without the stored token, and its 401 ends no session (it says the credentials were refused).
   */
  anonymous?: boolean;
  /** Statuses that answer the question rather than fail it (a sign-in's 404 sends it to the next route): not logged. */
  expectedStatuses?: readonly number[];
  /**
   * The answer is a whole table (the backend does not page), megabytes of it at scale: it is received as a blob,
   * which the browser fills away from the page's main thread, and read once at the end. Received as text, each of
   * its hundreds of chunks would be decoded on the main thread as they came in, while the page hydrates.
   */
  bulk?: boolean;
}

/** A body received as a blob, read as axios reads text: JSON when it parses, else the text itself ('' when empty). */
async function readBlobBody(data: unknown): Promise<unknown> {
  // Duck-typed: in tests the blob may come from another realm than the page's Blob.
  if (!data || typeof (data as Blob).text !== 'function') return data;
  const text = await (data as Blob).text();
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a request and returns the validated response body. Any failure is thrown as is (map it with
 * toErrorMessage); a 2xx body that is not JSON or not of the expected shape becomes an ApiError.
 */
export async function request<T>({
  method = 'POST',
  url,
  data,
  params,
  read,
  signal,
  auth = false,
  once = false,
  anonymous = false,
  expectedStatuses = [],
  bulk = false,
}: RequestOptions<T>): Promise<T> {
  const token = anonymous ? null : readUsableToken();
  if (auth && !token) {
    const stored = readRaw(TOKEN_KEY);
    if (stored) reportSessionEnded(stored, 'expired');
    throw new ApiError(SESSION_END_MESSAGE.expired, 401);
  }
  // Only a call made inside a complete session can end one: during login the token is stored before the
  // profile that completes the session, and a 401 there is a login failure, not an expired session.
  const inSession = !anonymous && readSession() !== null;
  try {
    const response = await http.request<unknown>({
      method,
      url,
      data,
      params,
      signal,
      anonymous,
      // The client's JSON content type would make axios send a form as JSON text, the file lost. Named as multipart
      // here, axios leaves the body as it is and lets the browser write the header with the form's boundary.
      ...(data instanceof FormData ? { headers: { 'Content-Type': 'multipart/form-data' } } : {}),
      ...(once ? { 'axios-retry': { retries: 0 } } : {}),
      ...(bulk ? { responseType: 'blob' as const } : {}),
    });
    // Before anything reads, keeps or logs it: no answer's password hash goes further than this line.
    const body = withoutPasswords(bulk ? await readBlobBody(response.data) : response.data);
    if (method.toUpperCase() === 'GET')
      recordAnswer(url, response.headers[FETCHED_AT_HEADER] as string | undefined);
    if (typeof body === 'string' && body.trim() !== '') {
      throw new ApiError(MESSAGES.invalidJson, response.status, body);
    }
    if (response.status === 201 && body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      if (typeof b.token === 'string' && b.token && b.user) {
        storeToken(b.token);
        storeLoginUser(b.user);
      }
    }
    const value = read(body);
    if (value === undefined) {
      throw new ApiError('Unexpected response from server. Please try again later.', response.status, body);
    }
    return value;
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    // An error's body is read like any other (its message is what a person is shown), and a query keeps the error.
    if (axios.isAxiosError(error) && error.response)
      error.response.data = withoutPasswords(
        bulk ? await readBlobBody(error.response.data) : error.response.data,
      );
    const status = errorStatus(error) ?? null;
    if (status === null || !expectedStatuses.includes(status))
      logRequestFailure({
        at: Date.now(),
        method: method.toUpperCase(),
        url,
        status,
        message: toErrorMessage(error),
      });
    if (status === 401 && token && inSession) reportSessionEnded(token);
    throw error;
  }
}
