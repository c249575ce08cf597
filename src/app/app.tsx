import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { queryClient } from '@/lib/http/query-client';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. Made, it matches the first URL and loads that route's modules and runs its loaders (which
 * start the page's queries); it resolves once they are in, so that the first render is the page itself (and
 * hydrates a prerendered one) rather than the HydrateFallback.
 */
export async function createAppRouter(): Promise<Router> {
  const router = createBrowserRouter(createRoutes());
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return router;
}

export function App({ router }: { router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
