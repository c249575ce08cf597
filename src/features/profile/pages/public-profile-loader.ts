import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/http/query-client';
import { parseRole } from '@/lib/session/roles';
import { publicUserQuery } from '../api/use-public-user';

/** Only a person's role has a profile; every other first segment is the 404, which asks for nothing. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id && parseRole(params.role ?? '') !== null)
    void queryClient.prefetchQuery(publicUserQuery(params.id));
  return null;
}
