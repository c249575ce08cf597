import { jobsQuery } from '@/entities/job/use-jobs';
import { usersQuery } from '@/entities/user/use-users';
import { queryClient } from '@/lib/http/query-client';

export function loader() {
  void queryClient.prefetchQuery(usersQuery);
  void queryClient.prefetchQuery(jobsQuery);
  return null;
}
