import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { parseRole } from '@/lib/roles';
import { getPublicUser, publicUserQueryKey } from './api/get-public-user';

export const publicUserQuery = (id: string) =>
  queryOptions({ queryKey: publicUserQueryKey(id), queryFn: ({ signal }) => getPublicUser(id, signal) });

export function usePublicUser(id: string, enabled: boolean) {
  return useQuery({ ...publicUserQuery(id), enabled });
}

/** Starts the page's request with its code (the route table calls it); only a person's role has a profile. */
export function prefetchPublicUser(queryClient: QueryClient, params: Record<string, string | undefined>) {
  if (!params.id || parseRole(params.role ?? '') === null) return Promise.resolve();
  return queryClient.prefetchQuery(publicUserQuery(params.id));
}
