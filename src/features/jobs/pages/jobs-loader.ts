import { jobsQuery } from '@/entities/job/use-jobs';
import { queryClient } from '@/lib/http/query-client';

/** The board and a job's page read the one shared list: its request starts with the page's code. */
export function loader() {
  void queryClient.prefetchQuery(jobsQuery);
  return null;
}
