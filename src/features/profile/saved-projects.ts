import { readJson, writeJson } from '@/lib/storage/storage';
import type { ProjectEntry } from './sample-content';

/**
 * The spec shows no call for a person's projects, so they are kept in this browser, per user, under a key that
 * logout preserves (lib/session keeps every `codershub:saved:` key): another account never sees them.
 */
export function savedProjectsKey(userKey: string): string {
  return `codershub:saved:${userKey}:projects`;
}

export type SavedProject = ProjectEntry & { createdAt: string };

const isText = (v: unknown): v is string => typeof v === 'string';

/** A stored entry as a SavedProject (its known fields only), or null when one is missing or of another type. */
function readSavedProject(entry: unknown): SavedProject | null {
  if (!entry || typeof entry !== 'object') return null;
  const { id, title, description, link, technologies, createdAt } = entry as Record<string, unknown>;
  if (!isText(id) || !id || !isText(title) || !title || !isText(description) || !isText(link)) return null;
  if (!Array.isArray(technologies) || !technologies.every(isText) || !isText(createdAt)) return null;
  return { id, title, description, link, technologies, createdAt };
}

/** What is stored, entry by entry: a damaged entry is skipped, never a crash. Newest first. */
export function readSavedProjects(userKey: string): SavedProject[] {
  const raw = readJson(savedProjectsKey(userKey));
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => readSavedProject(entry) ?? []);
}

/** The new list, or null when storage refused the write (full or blocked) and nothing changed. */
export function addSavedProject(
  userKey: string,
  project: Omit<SavedProject, 'id' | 'createdAt'>,
  now = new Date(),
): SavedProject[] | null {
  const entry: SavedProject = {
    ...project,
    id: `p-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
    createdAt: now.toISOString(),
  };
  const next = [entry, ...readSavedProjects(userKey)];
  return writeJson(savedProjectsKey(userKey), next) ? next : null;
}

/** The new list, or null when storage refused the write and nothing changed. */
export function removeSavedProject(userKey: string, id: string): SavedProject[] | null {
  const next = readSavedProjects(userKey).filter((p) => p.id !== id);
  return writeJson(savedProjectsKey(userKey), next) ? next : null;
}

export { userStorageKey } from '@/lib/session/user-key';
