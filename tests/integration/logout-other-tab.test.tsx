import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getRequestFailures, logRequestFailure } from '@/lib/http/request-log';
import { TOKEN_KEY } from '@/lib/session/session';
import { renderRoute } from '../utils/render-route';

describe('a logout in another tab of this browser', () => {
  it("drops this tab's cached answers, checkout address and request log, and keeps a post-job draft", async () => {
    const { queryClient } = renderRoute('/', { as: 'student' });
    await screen.findByRole('main');
    queryClient.setQueryData(['another', 'person'], { secret: true });
    sessionStorage.setItem('codershub:checkout-address', '{"name":"A"}');
    sessionStorage.setItem('codershub:post-job-draft:u1', '{"title":"Dev"}');
    logRequestFailure({ at: 1, method: 'GET', url: '/v1/x', status: 500, message: 'boom' });
    const token = localStorage.getItem(TOKEN_KEY);
    // What the other tab's logout looks like from here: the token is gone from local storage.
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: token, newValue: null }));
    await waitFor(() => expect(queryClient.getQueryData(['another', 'person'])).toBeUndefined());
    expect(sessionStorage.getItem('codershub:checkout-address')).toBeNull();
    expect(sessionStorage.getItem('codershub:post-job-draft:u1')).not.toBeNull();
    expect(getRequestFailures()).toEqual([]);
  });
});
