import { usersQuery } from '@/lib/api/use-users';
import { queryClient } from '@/lib/api/query-client';

/** Every user of the platform: the superadmin's table and the staff page. */
export function loader() {
  void queryClient.prefetchQuery(usersQuery);
  return null;
}
