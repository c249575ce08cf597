import type { Job } from '@/lib/api/jobs';

/** How many postings the overview lists under "Latest postings". */
export const LATEST_JOBS_LIMIT = 5;
export const UNSTATED_TYPE = 'Not stated';

export type DeadlineStatus = 'open' | 'expired';

/**
 * The job page's rule: a job is expired once its deadline is in the past; a job without a (valid) deadline stays
 * open, so the overview counts the same jobs as open that the board lets people apply to.
 */
export function deadlineStatus(job: Pick<Job, 'deadline'>, now: number): DeadlineStatus {
  const at = job.deadline ? Date.parse(job.deadline) : Number.NaN;
  return Number.isFinite(at) && at < now ? 'expired' : 'open';
}

function hasDeadline(job: Pick<Job, 'deadline'>): boolean {
  return job.deadline !== null && Number.isFinite(Date.parse(job.deadline));
}

export interface JobsOverview {
  total: number;
  /** Deadline ahead, or none set. */
  open: number;
  expired: number;
  /** Of the open ones, those without a deadline. */
  openWithoutDeadline: number;
  /** Counts per job type, largest first, then by name. */
  byType: { type: string; count: number }[];
  /** Newest first by creation date; the server lists oldest first, so undated jobs keep that order reversed. */
  latest: Job[];
}

export function summariseJobs(jobs: readonly Job[], now: number): JobsOverview {
  const counts = new Map<string, number>();
  let expired = 0;
  let openWithoutDeadline = 0;
  for (const job of jobs) {
    const type = job.type || UNSTATED_TYPE;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    if (deadlineStatus(job, now) === 'expired') expired += 1;
    else if (!hasDeadline(job)) openWithoutDeadline += 1;
  }
  const byType = [...counts.entries()]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  const time = (j: Job) => (j.createdAt ? Date.parse(j.createdAt) : Number.NEGATIVE_INFINITY);
  const latest = jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => time(b.job) - time(a.job) || b.index - a.index)
    .slice(0, LATEST_JOBS_LIMIT)
    .map((x) => x.job);
  return { total: jobs.length, open: jobs.length - expired, expired, openWithoutDeadline, byType, latest };
}
