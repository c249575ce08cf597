import { usersQuery } from '@/entities/user/use-users';
import { queryClient } from '@/lib/http/query-client';

/** Every user of the platform: the superadmin's table and the staff page. */
export function loader() {
  void queryClient.prefetchQuery(usersQuery);
  return null;
}
