import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { yieldToMain } from '@/lib/yield-to-main';
import { prefetchMatches, prefetchRoute } from './route-prefetch';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. The first URL's data request starts at once, alongside its code; its lazy screens are
 * loaded before the router is made, so that a prerendered page hydrates into the same markup instead of a
 * loading fallback. Each later navigation starts its data request as soon as it begins.
 */
export async function createAppRouter(queryClient: QueryClient): Promise<Router> {
  const matches = matchRoutes(routes, window.location) ?? [];
  prefetchMatches(matches, queryClient);
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // Making the router walks the whole route table: a task of its own, after the screens' code has run.
  await yieldToMain();
  const router = createBrowserRouter(routes);
  let pending: string | null = null;
  router.subscribe(({ navigation }) => {
    const key = navigation.location ? navigation.location.pathname : null;
    if (key && key !== pending) prefetchRoute(routes, navigation.location!, queryClient);
    pending = key;
  });
  return router;
}

export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
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
