import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { JOBS_QUERY_KEY, fetchJobs, type Job } from '@/entities/job/jobs';

/**
 * The whole list may hold thousands of jobs, so one fetch serves every screen that reads it (the board, a job's
 * page, the admin's overview) for this long; posting a job invalidates it at once.
 */
export const JOBS_STALE_MS = 5 * 60_000;

export const jobsQuery = {
  queryKey: JOBS_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchJobs(signal),
  staleTime: JOBS_STALE_MS,
};

/** Every job (GET v1/jobs/all), fetched, validated and adapted once, then shared from the query cache. */
export function useJobs() {
  return useQuery(jobsQuery);
}

// One id → job index per fetched list (the cache keeps the list; the index goes with it).
const indexes = new WeakMap<readonly Job[], Map<string, Job>>();

/** The job with this id in a fetched list, or null; the index is built once per list, not per look-up. */
export function jobById(jobs: readonly Job[], id: string | undefined): Job | null {
  if (!id) return null;
  let index = indexes.get(jobs);
  if (!index) {
    index = new Map(jobs.map((job) => [job.id, job]));
    indexes.set(jobs, index);
  }
  return index.get(id) ?? null;
}

/** One job, found by id in the shared list: the backend has no single-job call. `data` is null when the id is unknown. */
export function useJob(id: string | undefined) {
  const select = useCallback((jobs: Job[]) => jobById(jobs, id), [id]);
  return useQuery({ ...jobsQuery, select });
}
