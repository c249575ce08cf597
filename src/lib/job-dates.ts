import type { Job } from './api/jobs';

/**
 * The two date rules every screen that shows jobs agrees on (the board, a job's page, the admin's overview):
 * when a job closes, and which job is the newest.
 */

/** A job is open until its deadline passes; a job without a (valid) deadline stays open. */
export function isExpired(deadline: string | null, now: number = Date.now()): boolean {
  if (!deadline) return false;
  const t = Date.parse(deadline);
  return Number.isFinite(t) && t < now;
}

/**
 * Newest first by createdAt; jobs without a (valid) date go last, in reverse server order (the server sends oldest
 * first). Each date is read once, not once per comparison: the list may hold thousands of jobs.
 */
export function newestFirst<T extends Pick<Job, 'createdAt'>>(jobs: readonly T[]): T[] {
  return jobs
    .map((job, index) => {
      const t = job.createdAt ? Date.parse(job.createdAt) : Number.NaN;
      return { job, index, t: Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY };
    })
    .sort((a, b) => (b.t === a.t ? b.index - a.index : b.t - a.t))
    .map((x) => x.job);
}
