import { createChangeSignal } from '@/lib/storage/change-signal';

/**
 * Which public lists this page shows from the offline worker's cache, and when each was fetched. The worker stamps
 * the copies it keeps (X-Fetched-At, src/sw/sw.ts) and answers with one only when the network fails; the request
 * layer records the stamp, and a fresh answer from the network clears it.
 */
export const FETCHED_AT_HEADER = 'x-fetched-at';

/**
 * A read that only the server may answer: the worker never answers a request with this query parameter from its
 * copies (src/sw/sw.ts), nor keeps one. Its value differs on every read, so no HTTP cache on the way answers it either.
 * For what decides a write, such as the check after a post whose answer was lost: an old copy of the board would say
 * the job is not there.
 */
export const NETWORK_ONLY_PARAM = 'fresh';
let reads = 0;
export const networkOnly = (): Record<string, string> => ({
  [NETWORK_ONLY_PARAM]: `${Date.now().toString(36)}.${(reads += 1)}`,
});

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
