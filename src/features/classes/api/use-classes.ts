import { useQuery } from '@tanstack/react-query';
import { allClassesQuery, type ClassItem } from '@/entities/class/classes';
import { queryClient } from '@/lib/http/query-client';

/** Every live class, fetched once per page load (§4: fetch once, then filter) and shared by the list and the course pages. */
export const classesQuery = { ...allClassesQuery, staleTime: Number.POSITIVE_INFINITY };

export function useClasses() {
  return useQuery(classesQuery, queryClient);
}

/** One class of the list (the backend has no single-class call); `data` is null when the id is unknown. */
export function useClassItem(id: string | undefined, enabled: boolean) {
  return useQuery(
    { ...classesQuery, select: (list: ClassItem[]) => list.find((c) => c.id === id) ?? null, enabled },
    queryClient,
  );
}
