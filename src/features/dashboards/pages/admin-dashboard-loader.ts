import { jobsQuery } from '@/lib/api/use-jobs';
import { usersQuery } from '@/lib/api/use-users';
import { queryClient } from '@/lib/api/query-client';

export function loader() {
  void queryClient.prefetchQuery(usersQuery);
  void queryClient.prefetchQuery(jobsQuery);
  return null;
}
