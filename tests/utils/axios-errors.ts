import { AxiosError, AxiosHeaders } from 'axios';

/**
 * What axios throws for a request the server answered with this status and body (its code as axios gives it:
 * ERR_BAD_REQUEST for a 4xx, ERR_BAD_RESPONSE for a 5xx).
 */
export function answeredError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return new AxiosError(
    'Request failed',
    code,
    config,
    {},
    { status, statusText: '', data, headers: {}, config },
  );
}

/** What axios throws for a request nothing answered (no network, a timeout). */
export function unansweredError(code = AxiosError.ERR_NETWORK, message = 'Network Error'): AxiosError {
  return new AxiosError(message, code, { headers: new AxiosHeaders() }, {});
}
