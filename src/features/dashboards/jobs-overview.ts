import type { Job } from '@/entities/job/jobs';
import { isExpired, newestFirst } from '@/lib/format/dates';

/** How many postings the overview lists under "Latest postings". */
export const LATEST_JOBS_LIMIT = 5;
export const UNSTATED_TYPE = 'Not stated';

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
  /** The newest postings (newestFirst: undated ones last, in reverse server order). */
  latest: Job[];
}

export function summariseJobs(jobs: readonly Job[], now: number): JobsOverview {
  const counts = new Map<string, number>();
  let expired = 0;
  let openWithoutDeadline = 0;
  for (const job of jobs) {
    const type = job.type || UNSTATED_TYPE;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    // The board's rule, so the overview counts as open the same jobs people can apply to.
    if (isExpired(job.deadline, now)) expired += 1;
    else if (!hasDeadline(job)) openWithoutDeadline += 1;
  }
  const byType = [...counts.entries()]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  const latest = newestFirst(jobs).slice(0, LATEST_JOBS_LIMIT);
  return { total: jobs.length, open: jobs.length - expired, expired, openWithoutDeadline, byType, latest };
}
