import { useQuery } from '@tanstack/react-query';
import { CLASSES_QUERY_KEY, fetchClasses } from '@/lib/api/classes';
import { queryClient } from '@/lib/api/query-client';

/** Every live class (GET v1/classes/all); the teacher dashboard picks the teacher's own. */
export const teacherClassesQuery = {
  queryKey: CLASSES_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchClasses(signal),
};

export function useClasses() {
  return useQuery(teacherClassesQuery, queryClient);
}
