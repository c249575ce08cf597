import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';

/** Opens `path` (with an optional hash) through the real route table; returns the router. */
async function open(path: string, hash = '') {
  const [pathname, search = ''] = path.split('?');
  const view = renderRoute('/');
  await view.router.navigate({ pathname, search: search ? `?${search}` : '', hash });
  return view.router;
}

function where(router: Awaited<ReturnType<typeof open>>) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

describe('the misspelt category paths of the original planet links', () => {
  it.each([
    ['/classes/digital-mrketing', '/classes/digital-marketing'],
    ['/classes/basic-programing', '/classes/basic-programming'],
    ['/classes/digital-mrketing/seo-basics/42', '/classes/digital-marketing/seo-basics/42'],
    ['/classes/basic-programing/intro-to-c/7', '/classes/basic-programming/intro-to-c/7'],
    ['/classes/basic-programing/a/b/c', '/classes/basic-programming/a/b/c'],
  ])('%s redirects to %s', async (from, to) => {
    const router = await open(from);
    await waitFor(() => expect(where(router)).toBe(to));
  });

  it('keeps the query and the hash', async () => {
    const router = await open('/classes/digital-mrketing/seo/3?ref=planet', '#reviews');
    await waitFor(() => expect(where(router)).toBe('/classes/digital-marketing/seo/3?ref=planet#reviews'));
  });

  it('replaces the history entry, so Back does not bounce through the old path', async () => {
    const router = await open('/classes/basic-programing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes/basic-programming'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/classes/digital-marketing', '/classes/basic-programming/intro-to-c/7'])(
    'leaves the right slug %s where it is',
    async (path) => {
      const router = await open(path);
      // The landing page has gone and the page at `path` has rendered (a redirect would have run by then).
      await waitFor(() => expect(screen.queryByRole('heading', { name: /Transform/ })).toBeNull());
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(where(router)).toBe(path);
    },
  );
});
