import { isExpired } from '@/lib/format/dates';
import { isRecord } from '@/lib/http/read-fields';
import { createKeptValues } from '@/lib/storage/kept-values';
import { toJob, type Job } from '@/entities/job/jobs';

/**
 * The vacancies posted from this account, kept in this browser (`codershub:saved:<person>:postings`, which logout
 * keeps): the backend stores no owner for a job, so this list is the only thing that tells this recruiter's jobs
 * from anyone else's. Each entry keeps what was sent, so the list still reads, and a similar job can be posted,
 * after the job has left the board.
 */
export function postingsKey(person: string): string {
  return `codershub:saved:${person}:postings`;
}

export interface Posting {
  id: string;
  /** ISO date-times: when this browser saw the post succeed, and when this account closed it (null: not closed). */
  postedAt: string;
  closedAt: string | null;
  /** The job as it was sent (the server's field names), read back like a job from the board. */
  job: Job;
}

interface StoredPosting {
  id: string;
  postedAt: string;
  closedAt: string | null;
  sent: Record<string, unknown>;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

function readStored(raw: unknown): StoredPosting[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x: unknown): StoredPosting[] => {
    if (!isRecord(x) || typeof x.id !== 'string' || !x.id || !isDate(x.postedAt) || !isRecord(x.sent))
      return [];
    return [
      { id: x.id, postedAt: x.postedAt, closedAt: isDate(x.closedAt) ? x.closedAt : null, sent: x.sent },
    ];
  });
}

const raws = createKeptValues(readStored);

// One list of postings per stored list (the same object while nothing changed, as a snapshot must be).
const derived = new WeakMap<StoredPosting[], Posting[]>();

function toPostings(stored: StoredPosting[]): Posting[] {
  let list = derived.get(stored);
  if (!list) {
    list = stored.flatMap((p): Posting[] => {
      const job = toJob({ ...p.sent, _id: p.id });
      return job ? [{ id: p.id, postedAt: p.postedAt, closedAt: p.closedAt, job }] : [];
    });
    derived.set(stored, list);
  }
  return list;
}

export function readPostings(person: string): Posting[] {
  return toPostings(raws.get(postingsKey(person)));
}

/** A job this account posted (first in the list); false when storage refused it. */
export function rememberPosting(person: string, id: string, sent: object, now = new Date()): boolean {
  const key = postingsKey(person);
  const rest = raws.get(key).filter((p) => p.id !== id);
  const entry: StoredPosting = {
    id,
    postedAt: now.toISOString(),
    closedAt: null,
    sent: { ...(sent as Record<string, unknown>) },
  };
  return raws.set(key, [entry, ...rest]);
}

export function markPostingClosed(person: string, id: string, now = new Date()): void {
  const key = postingsKey(person);
  raws.set(
    key,
    raws.get(key).map((p) => (p.id === id ? { ...p, closedAt: p.closedAt ?? now.toISOString() } : p)),
  );
}

const NONE: StoredPosting[] = [];

export function usePostings(person: string): Posting[] {
  return toPostings(raws.useValue(postingsKey(person), NONE));
}

/**
 * Where a posting stands, from this browser's record and the board: closed from this account; no longer on the
 * board (someone else deleted it: any recruiter may); past its deadline; open; or not known while the board loads
 * or cannot be read.
 */
export type PostingStatus = 'open' | 'past-deadline' | 'closed' | 'gone' | 'unknown';

export const POSTING_STATUS_LABEL: Record<PostingStatus, string> = {
  open: 'Open',
  'past-deadline': 'Past its deadline',
  closed: 'Closed',
  gone: 'No longer on the board',
  unknown: 'Checking the board…',
};

export function postingStatus(
  posting: Posting,
  board: readonly Job[] | undefined,
  now = Date.now(),
): { status: PostingStatus; job: Job } {
  if (posting.closedAt) return { status: 'closed', job: posting.job };
  if (!board) return { status: 'unknown', job: posting.job };
  const live = board.find((j) => j.id === posting.id);
  if (!live) return { status: 'gone', job: posting.job };
  return { status: isExpired(live.deadline, now) ? 'past-deadline' : 'open', job: live };
}
