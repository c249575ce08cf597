import { queryClient } from '@/lib/http/query-client';
import { classesQuery } from '@/entities/class/classes';

export function loader() {
  void queryClient.prefetchQuery(classesQuery);
  return null;
}
