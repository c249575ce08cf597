import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { LEADERBOARD_PAGE_SIZE } from '@/features/leaderboard/api/leaderboard';
import { leaderboardErrorMessage } from '../leaderboard-error';
import { useLeaderboard } from '../use-leaderboard';
import { ContributorRow, ContributorRowSkeleton } from './contributor-row';
import { OfflineCopyNote } from '@/components/ui/offline-copy-note';

const LIST_CLASSES = 'divide-y divide-slate-200 dark:divide-slate-800';

/**
 * The Developers Leaderboard: page 1 on arrival, 'Load More' appends the next page until a short page, and a
 * failure offers 'Refresh', which loads the list again in place (not the whole page, as the original did: the
 * rest of the landing page and anything typed elsewhere stay as they are).
 */
export function DevelopersLeaderboard({ headingId }: { headingId: string }) {
  const { query, contributors } = useLeaderboard();
  const { data, error, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage } = query;
  const loadMore = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const [loadMoreUsed, setLoadMoreUsed] = useState(false);
  const loadMoreHadFocus = useRef(false);

  // After the last page the button goes away: if it had focus, hand focus to the note that replaces it.
  useEffect(() => {
    if (isFetchingNextPage) return;
    if (!hasNextPage && loadMoreHadFocus.current) end.current?.focus();
    loadMoreHadFocus.current = false;
  }, [isFetchingNextPage, hasNextPage]);

  // Polite news of what Load More did, never moving focus (silent until it is first used).
  const announcement = !loadMoreUsed
    ? ''
    : isFetchingNextPage
      ? 'Loading more contributors…'
      : isFetchNextPageError
        ? ''
        : `${contributors.length} contributors shown`;

  const refresh = () => void query.refetch();
  const refreshButton = (
    <Button
      variant={data ? 'outline' : 'danger'}
      onClick={() => !isFetching && refresh()}
      aria-disabled={isFetching || undefined}
    >
      {isFetching && !isFetchingNextPage ? 'Refreshing…' : 'Refresh'}
    </Button>
  );

  let body;
  if (!data && (isFetching || !isError)) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading contributors…
        </p>
        <ul aria-hidden="true" className={`${LIST_CLASSES} animate-pulse motion-reduce:animate-none`}>
          {Array.from({ length: LEADERBOARD_PAGE_SIZE }, (_, i) => (
            <ContributorRowSkeleton key={i} />
          ))}
        </ul>
      </>
    );
  } else if (!data) {
    body = (
      <div className="p-4 sm:p-5">
        <ErrorState title="The leaderboard could not be loaded" message={leaderboardErrorMessage(error)}>
          {refreshButton}
        </ErrorState>
      </div>
    );
  } else if (contributors.length === 0) {
    body = (
      <div className="p-4 sm:p-5">
        <EmptyState title="No contributors found!" />
      </div>
    );
  } else {
    body = (
      <>
        <div className="px-4 pt-4 empty:hidden">
          <OfflineCopyNote list="v1/leaderboard/all" what="contributors" />
        </div>
        <ol role="list" aria-labelledby={headingId} className={LIST_CLASSES}>
          {contributors.map((c, i) => (
            <ContributorRow key={c.userId} contributor={c} rank={i + 1} />
          ))}
        </ol>
        <div className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-5 dark:border-slate-800">
          {isFetchNextPageError && (
            <div role="alert" className="flex flex-col items-center gap-3 text-center">
              <p className="text-sm font-medium text-red-800 dark:text-red-200">
                {leaderboardErrorMessage(error)}
              </p>
              {refreshButton}
            </div>
          )}
          {hasNextPage ? (
            <Button
              ref={loadMore}
              variant="primary"
              aria-disabled={isFetchingNextPage || undefined}
              onClick={() => {
                if (isFetching) return;
                loadMoreHadFocus.current = document.activeElement === loadMore.current;
                setLoadMoreUsed(true);
                void query.fetchNextPage();
              }}
            >
              {isFetchingNextPage && (
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
                />
              )}
              {isFetchingNextPage ? 'Loading…' : 'Load More'}
            </Button>
          ) : (
            <p
              ref={end}
              tabIndex={-1}
              className="text-sm text-slate-600 focus:outline-none dark:text-slate-400"
            >
              That&apos;s everyone: {contributors.length}{' '}
              {contributors.length === 1 ? 'contributor' : 'contributors'}.
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
          Developers Leaderboard
        </h3>
        <span className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Contributions
        </span>
      </div>
      {body}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
