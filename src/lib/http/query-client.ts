import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache: the routes' loaders start requests in it and the screens read them from it (the app's
 * QueryClientProvider hands it to every hook).
 *
 * axios-retry is the one retry layer, so the query client never retries on its own; nor does a screen, as it
 * mounts, ask again for what its route's loader has just failed to get (a person would wait through the
 * retries twice before seeing the error and its "Try again").
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
