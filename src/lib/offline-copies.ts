import { createChangeSignal } from './change-signal';

/**
 * Which public lists this page shows from the offline worker's cache, and when each was fetched. The worker stamps
 * the copies it keeps (X-Fetched-At, src/sw/sw.ts) and answers with one only when the network fails; the request
 * layer records the stamp, and a fresh answer from the network clears it.
 */
export const FETCHED_AT_HEADER = 'x-fetched-at';

const copies = new Map<string, number>();
const changes = createChangeSignal();

/** The list's path without its query (`v1/leaderboard/all`), so every page of a list counts as that list. */
const listOf = (url: string) => url.replace(/^\/+/, '').split('?')[0]!;

export function recordAnswer(url: string, fetchedAt: string | null | undefined): void {
  const list = listOf(url);
  const at = fetchedAt ? Date.parse(fetchedAt) : Number.NaN;
  const before = copies.get(list);
  if (Number.isFinite(at)) copies.set(list, at);
  else copies.delete(list);
  if (copies.get(list) !== before) changes.emit();
}

/** For useSyncExternalStore: when the copy of this list on screen was fetched, or null when it is fresh. */
export const offlineCopies = {
  subscribe: changes.subscribe,
  fetchedAt: (url: string): number | null => copies.get(listOf(url)) ?? null,
};
