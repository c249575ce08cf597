import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRequestFailures, logRequestFailure } from '@/lib/http/request-log';
import { TOKEN_KEY, clearSession, onLoggedOutElsewhere } from '@/lib/session/session';

afterEach(() => sessionStorage.clear());

describe('logout on a shared computer', () => {
  it("clears this tab's checkout address and chosen item but keeps a post-job draft", () => {
    sessionStorage.setItem('codershub:checkout-address', '{"name":"A"}');
    sessionStorage.setItem('codershub:checkout-item', '{"id":"x"}');
    sessionStorage.setItem('codershub:post-job-draft:u1', '{"title":"Dev"}');
    clearSession();
    expect(Object.keys(sessionStorage)).toEqual(['codershub:post-job-draft:u1']);
  });

  it('forgets the request log of this page', () => {
    logRequestFailure({ at: 1, method: 'GET', url: '/v1/x', status: 500, message: 'boom' });
    clearSession();
    expect(getRequestFailures()).toEqual([]);
  });

  it('tells this tab when another tab removed or replaced the token', () => {
    const seen = vi.fn();
    const stop = onLoggedOutElsewhere(seen);
    const fire = (oldValue: string | null, newValue: string | null, key: string | null = TOKEN_KEY) =>
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    fire(null, 'new-login');
    fire('t', 't');
    expect(seen).not.toHaveBeenCalled();
    fire('t', null);
    fire('t', 'another-account');
    fire(null, null, null);
    expect(seen).toHaveBeenCalledTimes(3);
    stop();
    fire('t', null);
    expect(seen).toHaveBeenCalledTimes(3);
  });
});
