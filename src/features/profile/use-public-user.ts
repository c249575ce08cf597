import { useQuery } from '@tanstack/react-query';
import { getPublicUser, publicUserQueryKey } from './api/get-public-user';

export function usePublicUser(id: string, enabled: boolean) {
  return useQuery({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) => getPublicUser(id, signal),
    enabled,
  });
}
