import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { prefetchRoute } from '@/app/route-prefetch';
import { server } from '@/mocks/node';
import { loginAs } from '../utils/session';

function requestsTo(fragment: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) seen.push(new URL(request.url).pathname);
  });
  return seen;
}

describe('a page’s data request starts with its code', () => {
  it('calls the matched routes’ prefetch with the URL params, and ignores its failure', async () => {
    const prefetch = vi.fn(() => Promise.reject(new Error('offline')));
    const other = vi.fn(() => Promise.resolve());
    const routes = [
      { path: 'a/:id', handle: { prefetch } },
      { path: 'b/:id', handle: { prefetch: other } },
    ];
    const queryClient = createQueryClient();
    prefetchRoute(routes, { pathname: '/a/42' }, queryClient);
    expect(prefetch).toHaveBeenCalledWith(queryClient, { id: '42' });
    expect(other).not.toHaveBeenCalled();
    await Promise.resolve(); // the rejection is handled: no unhandled-rejection error fails this test
  });

  it('asks for a public profile before the page is on screen (a direct visit)', async () => {
    const seen = requestsTo('/public');
    window.history.replaceState(null, '', '/student/asha-verma/64a1000000000000000000000001');
    const queryClient = createQueryClient();
    const router = await createAppRouter(queryClient);
    await waitFor(() => expect(seen).toEqual(['/v1/users/64a1000000000000000000000001/public']));
    router.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the jobs list on a direct visit to the board, before the page is on screen', async () => {
    const seen = requestsTo('/v1/jobs/all');
    window.history.replaceState(null, '', '/career');
    const queryClient = createQueryClient();
    const router = await createAppRouter(queryClient);
    await waitFor(() => expect(seen).toEqual(['/v1/jobs/all']));
    router.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the jobs list as soon as a navigation to a job starts, once', async () => {
    loginAs('student');
    const seen = requestsTo('/v1/jobs/all');
    window.history.replaceState(null, '', '/unauthorized');
    const queryClient = createQueryClient();
    const router = await createAppRouter(queryClient);
    const navigation = router.navigate('/job-details/64c100000000000000000001');
    await waitFor(() => expect(seen).toHaveLength(1));
    await navigation;
    expect(seen).toHaveLength(1);
    router.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('does not ask for a profile when the first segment is no person’s role (the 404)', async () => {
    const seen = requestsTo('/public');
    window.history.replaceState(null, '', '/pizza/margherita/1');
    const router = await createAppRouter(createQueryClient());
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
    router.dispose();
    window.history.replaceState(null, '', '/');
  });
});
