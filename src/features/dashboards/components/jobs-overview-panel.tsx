import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { Job } from '@/entities/job/jobs';
import { toErrorMessage } from '@/lib/http/errors';
import { formatDate, isExpired } from '@/lib/format/dates';
import { summariseJobs } from '../jobs-overview';
import { DashboardSection } from './dashboard-section';
import { StatTile } from './stat-tile';

interface JobsOverviewPanelProps {
  jobs: readonly Job[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  now: number;
}

/** Counts by type, open against expired, and the latest postings — all computed from GET v1/jobs/all. */
export function JobsOverviewPanel({ jobs, isPending, error, onRetry, now }: JobsOverviewPanelProps) {
  return (
    <DashboardSection
      id="jobs-overview"
      title="Jobs overview"
      description="Every posting on the jobs board, as the server lists it."
      actions={
        <>
          <ButtonLink to="/career" variant="outline2" size="sm">
            Jobs board
          </ButtonLink>
          <ButtonLink to="/career/post-job" size="sm">
            Post a job
          </ButtonLink>
        </>
      }
    >
      {isPending ? (
        <LoadingState label="Loading jobs…" />
      ) : error || !jobs ? (
        <ErrorState title="Could not load the jobs" message={toErrorMessage(error)} onRetry={onRetry} />
      ) : jobs.length === 0 ? (
        <EmptyState title="No job postings yet.">
          Postings appear here as soon as a recruiter or admin posts one.
        </EmptyState>
      ) : (
        <Overview jobs={jobs} now={now} />
      )}
    </DashboardSection>
  );
}

function Overview({ jobs, now }: { jobs: readonly Job[]; now: number }) {
  // Once per list and visit: the board may hold thousands of jobs.
  const o = useMemo(() => summariseJobs(jobs, now), [jobs, now]);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Postings" value={String(o.total)} />
        <StatTile
          label="Open"
          value={String(o.open)}
          tone="green"
          hint={o.openWithoutDeadline > 0 ? `${o.openWithoutDeadline} without a deadline` : 'deadline ahead'}
        />
        <StatTile
          label="Expired"
          value={String(o.expired)}
          tone={o.expired > 0 ? 'orange' : 'slate'}
          hint="deadline passed"
        />
        <StatTile label="Job types" value={String(o.byType.length)} tone="slate" />
      </dl>

      {/* Titles and companies from the board wrap anywhere they must, in a column never wider than the card. */}
      <div className="grid grid-cols-1 gap-6 wrap-anywhere lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-300">
            By type
          </h3>
          <ul aria-label="Postings by type" className="mt-3 space-y-2">
            {o.byType.map(({ type, count }) => (
              <li key={type}>
                <div className="flex justify-between text-sm">
                  <span className="text-slate-800 dark:text-slate-200">{type}</span>
                  <span className="font-semibold text-slate-900 dark:text-white">{count}</span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800">
                  <div
                    className="h-2 rounded-full bg-brand-600 dark:bg-brand-400"
                    style={{ width: `${(count / o.total) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-300">
            Latest postings
          </h3>
          <ul aria-label="Latest postings" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {o.latest.map((job) => (
              <li key={job.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <Link
                    to={`/job-details/${encodeURIComponent(job.id)}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
                  >
                    {job.title || 'Untitled job'}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {[job.companyName, job.type, job.createdAt && `posted ${formatDate(job.createdAt)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <DeadlineBadge expired={isExpired(job.deadline, now)} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function DeadlineBadge({ expired }: { expired: boolean }) {
  const [label, classes] = expired
    ? ['Expired', 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200']
    : ['Open', 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'];
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${classes}`}>{label}</span>
  );
}
