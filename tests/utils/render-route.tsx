import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createRoutes } from '@/app/routes';
import { queryClient } from '@/lib/http/query-client';
import type { Role } from '@/lib/session/roles';
import { loginAs } from './session';

interface Options {
  /** Log in as the seeded account of this role first. */
  as?: Role;
  /** Navigation state for the first entry (e.g. what a guard hands to /login). */
  state?: unknown;
}

/** Renders any route of the real route table (the app's one query client, as in the app), against the demo API. */
export function renderRoute(path: string, { as, state }: Options = {}) {
  if (as) loginAs(as);
  // Split by hand: a URL parser would re-encode a malformed fragment ("#100%") that the test means to send.
  const [beforeHash, ...hashParts] = path.split('#');
  const [pathname, ...searchParts] = beforeHash!.split('?');
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [
      {
        pathname,
        search: searchParts.length ? `?${searchParts.join('?')}` : '',
        hash: hashParts.length ? `#${hashParts.join('#')}` : '',
        state,
      },
    ],
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
