import { describe, expect, it } from 'vitest';
import { JOB_DETAILS_LOGIN_MESSAGE, loginArrival, originPath } from '@/lib/session/login-redirect';

const arrive = (search: string) => loginArrival({ state: null, search });

describe("what /login reads from its address (a guard's redirect)", () => {
  it('the origin and a known message', () => {
    const query = new URLSearchParams({ from: '/profile?tab=jobs#cv', message: JOB_DETAILS_LOGIN_MESSAGE });
    expect(arrive(`?${query}`)).toEqual({
      from: { pathname: '/profile', search: '?tab=jobs', hash: '#cv' },
      message: JOB_DETAILS_LOGIN_MESSAGE,
    });
  });

  it('a message it does not know is never shown', () => {
    expect(arrive('?from=/career&message=Your+account+is+locked').message).toBeUndefined();
  });

  it('another site in `from` is reduced to its path: the login returns within the app', () => {
    const arrival = arrive(`?from=${encodeURIComponent('https://evil.example/x?y=1')}`);
    expect(originPath(arrival)).toBe('/x?y=1');
  });

  it.each(['http://[', 'http://a:99999', 'https://exa mple.com/'])(
    'a `from` that is not an address (%s) is ignored: the login page opens and returns home',
    (from) => {
      const arrival = arrive(`?${new URLSearchParams({ from, message: JOB_DETAILS_LOGIN_MESSAGE })}`);
      expect(arrival).toEqual({ message: JOB_DETAILS_LOGIN_MESSAGE });
      expect(originPath(arrival)).toBe('/');
    },
  );
});
