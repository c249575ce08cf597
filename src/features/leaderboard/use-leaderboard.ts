import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  LEADERBOARD_QUERY_KEY,
  fetchLeaderboardPage,
  mergeContributors,
  type Contributor,
} from '@/features/leaderboard/api/leaderboard';

/**
 * The leaderboard, page by page: page 1 first, each 'Load More' appends the next page, and has-more ends with a
 * page shorter than the page size. Equal counts may reorder between pages, so a contributor already shown is
 * not shown again.
 */
export function useLeaderboard() {
  const query = useInfiniteQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchLeaderboardPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageParam) => (last.hasMore ? lastPageParam + 1 : undefined),
  });
  const pages = query.data?.pages;
  const contributors = useMemo(
    () => (pages ?? []).reduce<Contributor[]>((list, page) => mergeContributors(list, page.contributors), []),
    [pages],
  );
  return { query, contributors };
}
