import { queryClient } from '@/lib/http/query-client';
import { teacherClassesQuery } from '../api/use-classes';

export function loader() {
  void queryClient.prefetchQuery(teacherClassesQuery);
  return null;
}
