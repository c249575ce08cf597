import { QueryClient } from '@tanstack/react-query';

/** axios-retry is the one retry layer, so the query client never retries on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
