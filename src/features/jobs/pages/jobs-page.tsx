import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { toErrorMessage } from '@/lib/errors';
import { useSession } from '@/lib/use-session';
import { useJobs } from '../api/use-jobs';
import { JobCard, JobCardSkeleton } from '../components/job-card';
import { JobFiltersBar } from '../components/job-filters-bar';
import { SKELETON_CARD_COUNT } from '../job-constants';
import {
  filterJobs,
  hasFilters,
  locationOptions,
  newestFirst,
  readFilters,
  writeFilters,
  type JobFilters,
} from '../job-filters';
import { isExpired, jobTypeOptions, showsPostJobAction } from '../job-rules';

const grid = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

export default function JobsPage() {
  useDocumentTitle('Jobs');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const jobs = useJobs();
  const [now] = useState(() => Date.now());

  const all = useMemo(() => newestFirst(jobs.data ?? []), [jobs.data]);
  const shown = useMemo(() => filterJobs(all, filters), [all, filters]);
  const openCount = useMemo(() => all.filter((j) => !isExpired(j.deadline, now)).length, [all, now]);

  const update = (next: Partial<JobFilters>) => setParams((p) => writeFilters(p, next), { replace: true });
  const clear = () => update({ q: '', type: '', location: '' });
  const canPost = showsPostJobAction(session?.user.role);
  // A retry after a failure shows the skeletons again, not the stale error.
  const loading = jobs.isPending || (jobs.isError && jobs.isFetching);

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                Careers
              </p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
                Find your next tech job
              </h1>
              <p className="mt-3 max-w-2xl text-base text-slate-700 dark:text-slate-300">
                Internships, first jobs and senior roles from companies hiring in the CodersHub community.
                {jobs.data && ` ${openCount} open ${openCount === 1 ? 'role' : 'roles'} right now.`}
              </p>
            </div>
            {canPost && (
              <ButtonLink to="/career/post-job" size="lg" className="self-start sm:self-auto">
                Post a Job
              </ButtonLink>
            )}
          </div>
          <div className="mt-8">
            <JobFiltersBar
              filters={filters}
              typeOptions={jobTypeOptions(
                all.map((j) => j.type),
                filters.type,
              )}
              locationOptions={locationOptions(all, filters.location)}
              onChange={update}
              onClear={clear}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="job-results" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="job-results" className="text-xl font-bold text-slate-900 dark:text-white">
            {hasFilters(filters) ? 'Matching jobs' : 'Latest jobs'}
          </h2>
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {loading
              ? 'Loading jobs…'
              : jobs.data
                ? `Showing ${shown.length} of ${all.length} ${all.length === 1 ? 'job' : 'jobs'}, newest first`
                : ''}
          </p>
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
        ) : all.length === 0 ? (
          <EmptyState
            title="No jobs posted yet"
            action={canPost ? <ButtonLink to="/career/post-job">Post the first job</ButtonLink> : undefined}
          >
            New roles appear here as soon as recruiters post them. Check back soon.
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState
            title="No jobs match these filters"
            action={<Button onClick={clear}>Clear filters</Button>}
          >
            Try another job type or location, or fewer words in the search.
          </EmptyState>
        ) : (
          <ul className={grid}>
            {shown.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
