import { useQuery } from '@tanstack/react-query';
import { USERS_QUERY_KEY, fetchUsers } from '@/lib/api/users';

/** All users of the platform, for the table under the staff list. */
export function useUsers() {
  return useQuery({ queryKey: USERS_QUERY_KEY, queryFn: ({ signal }) => fetchUsers(signal) });
}
