import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * A route's data request, started together with its code rather than after it: a route can name, in its
 * `handle`, a `prefetch` that warms the page's query. It runs for the first URL before the page's chunk has
 * arrived, and for each navigation as soon as it starts. Prefetch modules are imported on demand so that
 * nothing of the request layer lands in the first bundle.
 */
export interface RouteHandle {
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
}

/**
 * A prefetch from a module loaded on demand. Evaluating the request layer's chunk (building its schemas) and
 * sending the request (axios merging its config) each take a while on a phone: they run in separate tasks.
 */
export function prefetchWith<M>(
  load: () => Promise<M>,
  start: (module: M, queryClient: QueryClient, params: Params) => Promise<unknown>,
): NonNullable<RouteHandle['prefetch']> {
  return async (queryClient, params) => {
    const module = await load();
    await yieldToMain();
    return start(module, queryClient, params);
  };
}

export function prefetchRoute(
  routes: RouteObject[],
  location: { pathname: string },
  queryClient: QueryClient,
): void {
  prefetchMatches(matchRoutes(routes, location) ?? [], queryClient);
}

/** The same, for routes already matched (matching walks the whole route table: once per URL is enough). */
export function prefetchMatches(
  matches: NonNullable<ReturnType<typeof matchRoutes>>,
  queryClient: QueryClient,
): void {
  for (const { route, params } of matches) {
    const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
    // A failed prefetch is the page's failure to show, when its own query runs: nothing to do here.
    if (prefetch) prefetch(queryClient, params).catch(() => undefined);
  }
}
