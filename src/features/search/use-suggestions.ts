import { useQuery } from '@tanstack/react-query';
import { fetchSuggestions, searchQueryKey } from '@/features/search/api/search';

/**
 * Suggestions for the settled query. Each query has its own cache entry and the screen shows only the current
 * one's, so an answer to an older query can never replace the results of a newer one (it is also cancelled).
 */
export function useSuggestions(settledQuery: string) {
  const query = settledQuery.trim();
  return useQuery({
    queryKey: searchQueryKey(query),
    queryFn: ({ signal }) => fetchSuggestions(query, signal),
    enabled: query !== '',
  });
}
