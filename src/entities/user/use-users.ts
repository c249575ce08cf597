import { useQuery } from '@tanstack/react-query';
import { USERS_QUERY_KEY, fetchUsers } from '@/entities/user/users';

/** All users of the platform (GET /v1/students), for the staff page and the admin and superadmin tables. */
export const usersQuery = {
  queryKey: USERS_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUsers(signal),
};

export function useUsers() {
  return useQuery(usersQuery);
}
