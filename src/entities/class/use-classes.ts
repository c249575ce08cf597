import { useQuery } from '@tanstack/react-query';
import { classesQuery, type ClassItem } from './classes';

/** Every live class: the classes and course pages list them, the teacher dashboard picks the teacher's own. */
export function useClasses() {
  return useQuery(classesQuery);
}

/** One class of the list (the backend has no single-class call); `data` is null when the id is unknown. */
export function useClassItem(id: string | undefined, enabled: boolean) {
  return useQuery({
    ...classesQuery,
    select: (list: ClassItem[]) => list.find((c) => c.id === id) ?? null,
    enabled,
  });
}
