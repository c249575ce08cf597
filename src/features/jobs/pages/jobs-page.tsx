import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useJobs } from '@/entities/job/use-jobs';
import { toErrorMessage } from '@/lib/http/errors';
import { useArrivingList } from '@/lib/hydration';
import { usePrerenderedList } from '@/lib/hydration';
import { useSession } from '@/lib/session/use-session';
import { isNewSince } from '../board-visit';
import { ViewTabs } from '../components/board-controls';
import { BoardHero } from '../components/board-hero';
import { BoardJobCard, JobCardSkeleton } from '../components/job-card';
import { JobPagination } from '../components/job-pagination';
import { boardFor, matchJobs, openCount, paginate, resultSummary } from '../job-board';
import { JOBS_PAGE_SIZE, SKELETON_CARD_COUNT } from '../job-constants';
import {
  FILTER_PARAMS,
  NO_FILTERS,
  hasFilters,
  locationOptions,
  pageParams,
  readFilters,
  readPage,
  readView,
  viewParams,
  writeFilters,
  type JobFilters,
} from '../job-filters';
import { jobTypeOptions, showsPostJobAction } from '../job-rules';
import { OfflineCopyNote } from '@/components/ui/offline-copy-note';
import { useBoardMarks } from '../use-board-marks';

// One column of at most the screen's width on a phone: an auto-sized track would grow to the longest word.
const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

export default function JobsPage() {
  useDocumentTitle('Jobs');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const read = readFilters(params);
  // One key for every filter: a new object only when one of them changes.
  const filtersKey = Object.keys(FILTER_PARAMS)
    .map((k) => read[k as keyof JobFilters])
    .join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for every field of `read`
  const filters = useMemo(() => read, [filtersKey]);
  const { type, location } = filters;
  const listView = readView(params);
  const jobs = useJobs();
  const [now] = useState(() => Date.now());

  // The work over the whole list happens once per fetch (the board) and once per change of the filters (the
  // matches); the router applies URL changes as a transition, so typing never waits for it.
  // The first list's first cards replace the skeletons at once, the rest follow in a transition (the list is
  // aria-busy meanwhile), and a refetch is deferred (useArrivingList). A list already in the cache at hydration waits
  // for hydration to end (usePrerenderedList).
  const { hydrated, data: arrived, loading } = usePrerenderedList(jobs);
  const { list: data, firstPass, visible } = useArrivingList(arrived, SKELETON_CARD_COUNT);
  const board = useMemo(() => (data ? boardFor(data) : null), [data]);
  const marks = useBoardMarks(hydrated);
  const { saved, hidden } = marks;
  const matches = useMemo(
    () => (board ? matchJobs(board, filters, now, { view: listView, saved, hidden }) : []),
    [board, filters, now, listView, saved, hidden],
  );
  // The last job hidden, for its Undo.
  const [undo, setUndo] = useState<{ id: string; title: string } | null>(null);
  const openRoles = useMemo(() => (board ? openCount(board, now) : null), [board, now]);
  const typeOptions = useMemo(() => jobTypeOptions(board?.types ?? [], type), [board, type]);
  const places = useMemo(() => locationOptions(board?.locations ?? [], location), [board, location]);
  const total = board?.entries.length ?? 0;
  const view = paginate(matches.length, readPage(params), JOBS_PAGE_SIZE);
  const shown = visible(matches.slice(view.start, view.end));

  // Following a page link moves focus to the results heading, so keyboard and screen-reader users start reading
  // the new page at its top; the status line announces the range.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    heading.current?.focus();
  }, [view.page]);

  const update = useCallback(
    (next: Partial<JobFilters>) => setParams((p) => writeFilters(p, next), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => update(NO_FILTERS), [update]);
  const { setSaved, setHidden } = marks;
  const hide = useCallback(
    (id: string, title: string, on: boolean) => {
      setHidden(id, on);
      setUndo(on ? { id, title } : null);
    },
    [setHidden],
  );
  const canPost = showsPostJobAction(session?.user.role);

  return (
    <>
      <BoardHero
        openRoles={openRoles}
        canPost={canPost}
        filters={filters}
        typeOptions={typeOptions}
        locationOptions={places}
        onChange={update}
        onClear={clear}
      />

      <section aria-labelledby="job-results" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <ViewTabs
          current={listView}
          saved={saved.size}
          hidden={hidden.size}
          hrefFor={(v) => `?${viewParams(params, v)}`}
        />
        {undo && (
          <div
            role="status"
            className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
          >
            <span>“{undo.title}” is hidden from the board.</span>
            <Button size="sm" variant="outline" onClick={() => hide(undo.id, undo.title, false)}>
              Undo
            </Button>
          </div>
        )}
        {/* The count sits on a line of its own, under the heading: beside it, "Loading jobs…" turning into the
            longer count moved (and on a phone wrapped) the line, a layout shift on every load. */}
        <div className="mb-4 space-y-1">
          <h2
            id="job-results"
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
          >
            {listView === 'saved'
              ? 'Saved jobs'
              : listView === 'hidden'
                ? 'Hidden jobs'
                : hasFilters(filters)
                  ? 'Matching jobs'
                  : filters.sort
                    ? 'All jobs'
                    : 'Latest jobs'}
          </h2>
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {loading
              ? 'Loading jobs…'
              : board
                ? resultSummary(
                    view,
                    matches.length,
                    total,
                    hasFilters(filters) || matches.length !== total,
                    {
                      sort: filters.sort,
                      kind: listView,
                    },
                  )
                : ''}
          </p>
        </div>
        <div className="mb-4 empty:hidden">
          <OfflineCopyNote list="v1/jobs/all" what="jobs" />
        </div>

        {loading ? (
          <div className={grid}>
            {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
              <JobCardSkeleton key={i} />
            ))}
          </div>
        ) : jobs.isError ? (
          <ErrorState
            title="We couldn't load the jobs"
            message={toErrorMessage(jobs.error)}
            onRetry={() => void jobs.refetch()}
          />
        ) : total === 0 && !listView ? (
          <EmptyState
            title="No jobs posted yet"
            action={canPost ? <ButtonLink to="/career/post-job">Post the first job</ButtonLink> : undefined}
          >
            New roles appear here as soon as recruiters post them. Check back soon.
          </EmptyState>
        ) : matches.length === 0 && listView && !hasFilters(filters) ? (
          <EmptyState title={listView === 'saved' ? 'No saved jobs yet' : 'No hidden jobs'}>
            {listView === 'saved'
              ? 'Press Save on a job to keep it here, in this browser.'
              : 'Jobs you mark “Not interested” are listed here, where you can bring them back.'}
          </EmptyState>
        ) : matches.length === 0 ? (
          <EmptyState
            title="No jobs match these filters"
            action={<Button onClick={clear}>Clear filters</Button>}
          >
            Try another job type or location, or fewer words in the search.
          </EmptyState>
        ) : (
          <>
            <ul className={grid} aria-busy={firstPass || undefined}>
              {shown.map((job) => (
                // Cards out of view skip style, layout and paint until they near it (a card is about 20rem).
                <li key={job.id} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
                  <BoardJobCard
                    job={job}
                    now={now}
                    saved={saved.has(job.id)}
                    hidden={hidden.has(job.id)}
                    isNew={isNewSince(job.createdAt, marks.since)}
                    application={marks.applied.get(job.id) ?? null}
                    onSave={setSaved}
                    onHide={hide}
                  />
                </li>
              ))}
            </ul>
            <JobPagination
              page={view.page}
              pageCount={view.pageCount}
              searchFor={(page) => `?${pageParams(params, page)}`}
              onNavigate={(page) => {
                focusResults.current = page !== view.page;
              }}
            />
          </>
        )}
      </section>
    </>
  );
}
