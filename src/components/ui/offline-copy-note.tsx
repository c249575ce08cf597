import { useSyncExternalStore } from 'react';
import { formatDate, formatTime } from '@/lib/format/dates';
import { offlineCopies } from '@/lib/http/offline-copies';

/**
 * Says that a list on screen is the last copy kept for offline use, and when it was fetched. Renders nothing while
 * the list is fresh (always the case on a server render and in the demo, which has no offline worker).
 */
export function OfflineCopyNote({ list, what }: { list: string; what: string }) {
  const at = useSyncExternalStore(
    offlineCopies.subscribe,
    () => offlineCopies.fetchedAt(list),
    () => null,
  );
  if (at === null) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      No connection to the server: showing the {what} fetched on {formatDate(at)} at {formatTime(at)}. They
      may be out of date.
    </p>
  );
}
