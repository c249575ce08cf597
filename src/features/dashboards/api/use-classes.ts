import { useQuery } from '@tanstack/react-query';
import { allClassesQuery } from '@/entities/class/classes';
import { queryClient } from '@/lib/http/query-client';

/**
 * Every live class; the teacher dashboard picks the teacher's own. Fresh for the query client's usual 30 s, where
 * the classes pages keep the list for the whole visit.
 */
export const teacherClassesQuery = allClassesQuery;

export function useClasses() {
  return useQuery(teacherClassesQuery, queryClient);
}
