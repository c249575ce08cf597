import { useQuery } from '@tanstack/react-query';
import { JOBS_QUERY_KEY, fetchJobs } from '@/lib/api/jobs';

/** Every job on the board (GET v1/jobs/all), for the admin's jobs overview. */
export function useJobs() {
  return useQuery({ queryKey: JOBS_QUERY_KEY, queryFn: ({ signal }) => fetchJobs(signal) });
}
