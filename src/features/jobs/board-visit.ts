import { readJson, writeJson } from '@/lib/storage/storage';
import { marksKey, notifyMarks } from '@/entities/job/job-marks';

/**
 * "New since your last visit". A visit starts when the board is opened after at least VISIT_GAP_MS away from it;
 * until then every reload and trip elsewhere belongs to the same visit, which keeps the time the previous one
 * ended (`since`). Jobs posted after `since` are new for the whole visit; a first visit has no `since`, so
 * nothing is new.
 */

export const VISIT_GAP_MS = 30 * 60_000;

export interface BoardVisit {
  /** When the previous visit last saw the board; null on a first visit. */
  since: number | null;
  /** When the board was last open in this visit. */
  lastSeen: number;
}

/** The visit after opening (or still looking at) the board at `now`. */
export function nextVisit(previous: BoardVisit | null, now: number): BoardVisit {
  if (!previous) return { since: null, lastSeen: now };
  if (now - previous.lastSeen >= VISIT_GAP_MS) return { since: previous.lastSeen, lastSeen: now };
  return { since: previous.since, lastSeen: Math.max(now, previous.lastSeen) };
}

/** New: posted after the previous visit. */
export function isNewSince(createdAt: string | null, since: number | null): boolean {
  if (since === null || !createdAt) return false;
  const t = Date.parse(createdAt);
  return Number.isFinite(t) && t > since;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const visitKey = (person: string) => marksKey(person, 'board-visit');

export function readVisit(person: string): BoardVisit | null {
  const raw = readJson(visitKey(person));
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const lastSeen = num(r.lastSeen);
  return lastSeen === null ? null : { since: num(r.since), lastSeen };
}

/** Records the board being open now and returns the visit it belongs to. */
export function touchVisit(person: string, now = Date.now()): BoardVisit {
  const visit = nextVisit(readVisit(person), now);
  writeJson(visitKey(person), visit);
  notifyMarks();
  return visit;
}
