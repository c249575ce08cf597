import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicUser, publicUserQueryKey } from './get-public-user';

export const publicUserQuery = (id: string) =>
  queryOptions({ queryKey: publicUserQueryKey(id), queryFn: ({ signal }) => getPublicUser(id, signal) });

export function usePublicUser(id: string, enabled: boolean) {
  return useQuery({ ...publicUserQuery(id), enabled });
}
