import type { Job } from '@/entities/job/jobs';
import { isExpired, newestFirst } from '@/lib/format/dates';

/** How many similar jobs a job page offers. */
export const SIMILAR_LIMIT = 5;

const norm = (s: string) => s.trim().toLowerCase();

/**
 * How alike two jobs are: 3 per shared skill (ignoring case), 2 for the same type, 1 for the same location. 0 means
 * nothing in common.
 */
export function similarity(a: Job, b: Job): number {
  const skills = new Set(a.skills.map(norm));
  let score = 0;
  for (const s of new Set(b.skills.map(norm))) if (s && skills.has(s)) score += 3;
  if (a.type && norm(a.type) === norm(b.type)) score += 2;
  if (a.location && norm(a.location) === norm(b.location)) score += 1;
  return score;
}

/**
 * Up to SIMILAR_LIMIT open jobs most like `job`, best first (the newest first among equals); never the job itself
 * nor a job with nothing in common. One pass over the list: it may hold thousands.
 */
export function similarJobs(job: Job, jobs: readonly Job[], now = Date.now()): Job[] {
  const scored: { other: Job; score: number }[] = [];
  for (const other of jobs) {
    if (other.id === job.id || isExpired(other.deadline, now)) continue;
    const score = similarity(job, other);
    if (score > 0) scored.push({ other, score });
  }
  const newest = newestFirst(scored.map((s) => ({ ...s, createdAt: s.other.createdAt })));
  return newest
    .sort((a, b) => b.score - a.score)
    .slice(0, SIMILAR_LIMIT)
    .map((s) => s.other);
}
