import { SESSION_END_MESSAGE } from '@/lib/session/ended';

/** What /login is told on arrival: where to come back to, and a line to show. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
  message?: string;
}

/** The one line a guard's redirect may carry in the address (anything else there is ignored, never shown). */
export const JOB_DETAILS_LOGIN_MESSAGE = 'Please login to view job details';
const ADDRESS_MESSAGES = [JOB_DETAILS_LOGIN_MESSAGE, ...Object.values(SESSION_END_MESSAGE)];

/** The page to return to after logging in: a same-app path only, never /login itself or another site. */
export function originPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  )
    return '/';
  if (/^\/(login|register|forget-password)\b/.test(from.pathname)) return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

export function redirectMessage(state: unknown): string | null {
  const message = (state as LoginRedirectState | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

export function loginState(
  location: { pathname: string; search: string; hash: string },
  message?: string,
): LoginRedirectState {
  return {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
    ...(message ? { message } : {}),
  };
}

/**
 * A guard redirects from a route's middleware, which cannot hand over navigation state: the origin and the
 * message travel in /login's address instead (`?from=/profile&message=…`).
 */
export function loginRedirectPath(
  origin: { pathname: string; search: string; hash: string },
  message?: string,
): string {
  const query = new URLSearchParams({ from: `${origin.pathname}${origin.search}${origin.hash}` });
  if (message) query.set('message', message);
  return `/login?${query}`;
}

/** What /login was told: the navigation state of a link or button, else what a guard put in the address. */
export function loginArrival(location: { state: unknown; search: string }): LoginRedirectState {
  const state = location.state as LoginRedirectState | null;
  // (A redirect's own navigation state is React Router's `{ _isRedirect: true }`.)
  if (state?.from || state?.message) return state;
  const query = new URLSearchParams(location.search);
  const from = query.get('from');
  const message = query.get('message');
  const known = message && ADDRESS_MESSAGES.includes(message) ? { message } : {};
  // Only the path of what `from` names is kept (another site's address becomes a path of this one); what is not an
  // address at all (`http://[`) is ignored, and the login returns home.
  if (!from) return known;
  try {
    const url = new URL(from, 'http://origin.invalid');
    return { from: { pathname: url.pathname, search: url.search, hash: url.hash }, ...known };
  } catch {
    return known;
  }
}
