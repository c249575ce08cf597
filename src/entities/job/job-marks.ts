import { useSyncExternalStore } from 'react';
import { createKeptValues, createStorageSignal, readStoredIds } from '@/lib/storage/kept-values';
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

// One signal for the three lists (and the board's visit, notifyMarks): a screen reading several re-reads on any.
const signal = createStorageSignal();
const idLists = createKeptValues(readStoredIds, signal);
const applicationLists = createKeptValues(readApplications, signal);

export function readSavedIds(person: string): string[] {
  return idLists.get(marksKey(person, 'jobs'));
}

export function readHiddenIds(person: string): string[] {
  return idLists.get(marksKey(person, 'hidden-jobs'));
}

export function readApplicationList(person: string): Application[] {
  return applicationLists.get(marksKey(person, 'applications'));
}

/** For another list kept beside these (the board's visit): readers of useMarksValue re-read after it. */
export const notifyMarks = () => signal.emit();

/** A value read from this browser's lists, re-read on every change; `empty` on the server and during hydration. */
export function useMarksValue<T>(read: () => T, empty: T): T {
  return useSyncExternalStore(signal.subscribe, read, () => empty);
}

/** Adds the job to the list (first) or takes it out. */
export function toggleId(person: string, list: 'jobs' | 'hidden-jobs', id: string, on: boolean): void {
  const ids = idLists.get(marksKey(person, list)).filter((x) => x !== id);
  idLists.set(marksKey(person, list), on ? [id, ...ids] : ids);
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
  applicationLists.set(marksKey(person, 'applications'), [entry, ...list]);
}

export function updateApplication(
  person: string,
  id: string,
  change: Partial<Pick<Application, 'status' | 'note'>>,
): void {
  const list = readApplicationList(person).map((a) =>
    a.id === id ? { ...a, ...change, note: (change.note ?? a.note).slice(0, NOTE_MAX) } : a,
  );
  applicationLists.set(marksKey(person, 'applications'), list);
}

export function removeApplication(person: string, id: string): void {
  applicationLists.set(
    marksKey(person, 'applications'),
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
