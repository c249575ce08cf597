import { createKeptValues, readStoredIds } from '@/lib/storage/kept-values';

/**
 * The ids of the projects this account created, kept in this browser (`codershub:saved:<person>:created-projects`,
 * which logout keeps): the backend stores no owner, so this list is the only thing that tells this person's
 * projects from anyone else's, and only they are offered for removal.
 */
export function createdProjectsKey(person: string): string {
  return `codershub:saved:${person}:created-projects`;
}

const store = createKeptValues(readStoredIds);

export function readCreatedProjectIds(person: string): string[] {
  return store.get(createdProjectsKey(person));
}

/** The new id first; false when storage refused it. */
export function rememberCreatedProject(person: string, id: string): boolean {
  const ids = readCreatedProjectIds(person).filter((x) => x !== id);
  return store.set(createdProjectsKey(person), [id, ...ids]);
}

export function forgetCreatedProject(person: string, id: string): void {
  store.set(
    createdProjectsKey(person),
    readCreatedProjectIds(person).filter((x) => x !== id),
  );
}

const NONE: string[] = [];

export function useCreatedProjectIds(person: string | null): string[] {
  return store.useValue(person ? createdProjectsKey(person) : null, NONE);
}
