import { useHydrated } from './use-hydrated';

/** What a page reads of its list's query (TanStack Query's result has these fields). */
interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

/**
 * A server list on a prerendered page (the board, the projects and the classes pages), as the page may render it.
 * The route's loader starts the request with the page's code, so on a fast backend the list is in the cache before
 * React hydrates: it still waits for hydration to end, because the prerendered page shows skeletons and rendering
 * the list over them makes React throw the page away and render it again (error #418). The page shows skeletons
 * (`loading`) until then, while the list loads, and while a retry after a failure runs (not the stale error).
 */
export function usePrerenderedList<T>(query: ListQuery<T>) {
  const hydrated = useHydrated();
  return {
    hydrated,
    data: hydrated ? query.data : undefined,
    loading: !hydrated || query.isPending || (query.isError && query.isFetching),
  };
}
