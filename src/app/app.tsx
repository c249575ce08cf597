import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { prefetchMatches, prefetchRoute } from './route-prefetch';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. The first URL's data request starts at once, alongside its code; the app renders (or
 * hydrates a prerendered page) only once the router has loaded that URL's lazy screens, so the first render is
 * the page rather than a loading fallback. Each later navigation starts its data request as soon as it begins.
 */
export async function createAppRouter(queryClient: QueryClient): Promise<Router> {
  // Making the router matches the first URL (walking the whole route table once) and starts loading its screens.
  const router = createBrowserRouter(routes);
  prefetchMatches(router.state.matches, queryClient);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  let pending: string | null = null;
  router.subscribe(({ navigation }) => {
    const key = navigation.location ? navigation.location.pathname : null;
    if (key && key !== pending) prefetchRoute(routes, navigation.location!, queryClient);
    pending = key;
  });
  return router;
}

export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
