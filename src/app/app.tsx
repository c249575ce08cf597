import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. The lazy screens of the current URL are loaded first, so that a prerendered page
 * hydrates into the same markup instead of a loading fallback.
 */
export async function createAppRouter(): Promise<Router> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export function App({ router }: { router: Router }) {
  const [queryClient] = useState(createQueryClient);
  // Runs once the first render (or the hydration of a prerendered page) is committed: the page is live now.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    document.documentElement.removeAttribute('data-session');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
