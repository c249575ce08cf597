/** What a guard hands to /login in the navigation state: where to come back to, and a line to show on arrival. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
  message?: string;
}

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
