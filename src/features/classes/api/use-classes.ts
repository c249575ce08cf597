import { useQuery } from '@tanstack/react-query';
import { CLASSES_QUERY_KEY, fetchClasses, type ClassItem } from '@/lib/api/classes';

/** Every live class, fetched once per session of the app and shared by the list and the course pages. */
export function useClasses() {
  return useQuery({ queryKey: CLASSES_QUERY_KEY, queryFn: ({ signal }) => fetchClasses(signal) });
}

/** One class of the list (the backend has no single-class call); `data` is null when the id is unknown. */
export function useClassItem(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: CLASSES_QUERY_KEY,
    queryFn: ({ signal }) => fetchClasses(signal),
    select: (list: ClassItem[]) => list.find((c) => c.id === id) ?? null,
    enabled,
  });
}
