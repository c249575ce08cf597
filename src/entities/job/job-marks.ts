import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '@/lib/storage/change-signal';
import { readJson, readRaw, writeJson } from '@/lib/storage/storage';
import { APPLICATION_NOTE_MAX_LENGTH } from '@/lib/validation/text-limits';
import { useSession } from '@/lib/session/use-session';
import { userStorageKey } from '@/lib/session/user-key';

/**
 * What a job seeker keeps about jobs, in this browser, per account: the jobs saved, hidden and applied to. Each
 * list lives under `codershub:saved:<person>:<list>` (logout keeps every `codershub:saved:` key, as for saved
 * projects), so another account never sees it. A visitor has a list of their own under VISITOR_KEY, never merged
 * into an account at login.
 */

export const VISITOR_KEY = '~visitor';

export type MarkList = 'jobs' | 'hidden-jobs' | 'applications' | 'board-visit';

export function marksKey(person: string, list: MarkList): string {
  return `codershub:saved:${person}:${list}`;
}

export const APPLICATION_STATUSES = ['Applied', 'Interview', 'Offer', 'Rejected', 'Withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface Application {
  id: string;
  /** The title and company when marked, so the list reads even after the job leaves the board. */
  title: string;
  company: string;
  /** ISO date-time of the mark. */
  appliedAt: string;
  status: ApplicationStatus;
  note: string;
}

export const NOTE_MAX = APPLICATION_NOTE_MAX_LENGTH;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Saved and hidden: job ids, most recent first; anything else stored reads as nothing. */
function readIds(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string' && x !== '') : [];
}

function readApplications(raw: unknown): Application[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x: unknown): Application[] => {
    if (typeof x !== 'object' || x === null) return [];
    const r = x as Record<string, unknown>;
    const id = text(r.id);
    const appliedAt = text(r.appliedAt);
    if (!id || Number.isNaN(Date.parse(appliedAt))) return [];
    const status = APPLICATION_STATUSES.find((s) => s === r.status) ?? 'Applied';
    return [{ id, title: text(r.title), company: text(r.company), appliedAt, status, note: text(r.note) }];
  });
}

const signal = createChangeSignal({
  onFirst: () => globalThis.addEventListener?.('storage', signal.emit),
  onLast: () => globalThis.removeEventListener?.('storage', signal.emit),
});

// One parsed value per key, kept while the stored text is the same: a snapshot must be the same object until
// the data changes.
const cache = new Map<string, { raw: string | null; value: unknown }>();

function snapshot<T>(key: string, read: (raw: unknown) => T): T {
  const raw = readRaw(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  const value = read(raw === null ? null : readJson(key));
  cache.set(key, { raw, value });
  return value;
}

export function readSavedIds(person: string): string[] {
  return snapshot(marksKey(person, 'jobs'), readIds);
}

export function readHiddenIds(person: string): string[] {
  return snapshot(marksKey(person, 'hidden-jobs'), readIds);
}

export function readApplicationList(person: string): Application[] {
  return snapshot(marksKey(person, 'applications'), readApplications);
}

function write(person: string, list: MarkList, value: unknown) {
  writeJson(marksKey(person, list), value);
  signal.emit();
}

/** For another list kept beside these (the board's visit): readers of useMarksValue re-read after it. */
export const notifyMarks = () => signal.emit();

/** A value read from this browser's lists, re-read on every change; `empty` on the server and during hydration. */
export function useMarksValue<T>(read: () => T, empty: T): T {
  return useSyncExternalStore(signal.subscribe, read, () => empty);
}

/** Adds the job to the list (first) or takes it out. */
export function toggleId(person: string, list: 'jobs' | 'hidden-jobs', id: string, on: boolean): void {
  const ids = snapshot(marksKey(person, list), readIds).filter((x) => x !== id);
  write(person, list, on ? [id, ...ids] : ids);
}

/** Marks a job applied (now, status Applied); a job already marked keeps its date, status and note. */
export function markApplied(
  person: string,
  job: { id: string; title: string; companyName: string },
  now = new Date(),
): void {
  const list = readApplicationList(person);
  if (list.some((a) => a.id === job.id)) return;
  const entry: Application = {
    id: job.id,
    title: job.title,
    company: job.companyName,
    appliedAt: now.toISOString(),
    status: 'Applied',
    note: '',
  };
  write(person, 'applications', [entry, ...list]);
}

export function updateApplication(
  person: string,
  id: string,
  change: Partial<Pick<Application, 'status' | 'note'>>,
): void {
  const list = readApplicationList(person).map((a) =>
    a.id === id ? { ...a, ...change, note: (change.note ?? a.note).slice(0, NOTE_MAX) } : a,
  );
  write(person, 'applications', list);
}

export function removeApplication(person: string, id: string): void {
  write(
    person,
    'applications',
    readApplicationList(person).filter((a) => a.id !== id),
  );
}

/** Whose lists this browser shows now: the signed-in account's, else the visitor's. */
export function usePerson(): string {
  const session = useSession();
  return session ? userStorageKey(session.user) : VISITOR_KEY;
}

const EMPTY_IDS: string[] = [];
const EMPTY_APPLICATIONS: Application[] = [];

// Prerendered pages show no marks; this browser's lists take over right after hydration.
const useList = useMarksValue;

export function useSavedIds(): string[] {
  const person = usePerson();
  return useList(() => readSavedIds(person), EMPTY_IDS);
}

export function useHiddenIds(): string[] {
  const person = usePerson();
  return useList(() => readHiddenIds(person), EMPTY_IDS);
}

export function useApplications(): Application[] {
  const person = usePerson();
  return useList(() => readApplicationList(person), EMPTY_APPLICATIONS);
}

/** The application recorded for a job, or null. */
export function applicationFor(list: readonly Application[], id: string): Application | null {
  return list.find((a) => a.id === id) ?? null;
}
