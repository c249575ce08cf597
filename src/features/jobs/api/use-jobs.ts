import { useQuery } from '@tanstack/react-query';
import { JOBS_QUERY_KEY, fetchJobs, type Job } from '@/lib/api/jobs';

/** Every job, fetched once and shared by the board and the detail page. */
export function useJobs() {
  return useQuery({ queryKey: JOBS_QUERY_KEY, queryFn: ({ signal }) => fetchJobs(signal) });
}

/** One job, found by id in the full list: the backend has no single-job call. `job` is null when the id is unknown. */
export function useJob(id: string | undefined) {
  return useQuery({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => fetchJobs(signal),
    select: (jobs: Job[]) => jobs.find((j) => j.id === id) ?? null,
  });
}
