import { queryClient } from '@/lib/http/query-client';
import { classesQuery } from '@/entities/class/classes';

/** The live classes, for the list and for a course that is not one of the built-in samples. */
export function loader() {
  void queryClient.prefetchQuery(classesQuery);
  return null;
}
