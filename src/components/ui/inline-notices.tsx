import { useSyncExternalStore } from 'react';
import { dismissInlineNotice, inlineNotices } from '@/lib/ui/notify';

/** What a toast would have said, when the toast code could not be loaded. */
export function InlineNotices() {
  const notices = useSyncExternalStore(inlineNotices.subscribe, inlineNotices.get, inlineNotices.getServer);
  if (notices.length === 0) return null;
  return (
    // At the bottom, as the toasts they stand in for (app/toasts.tsx): never over the header's controls.
    <ul
      className="fixed inset-x-4 bottom-4 z-toast flex flex-col gap-2 sm:left-auto sm:max-w-sm"
      aria-label="Messages"
    >
      {notices.map((n) => (
        <li
          key={n.id}
          role={n.kind === 'error' ? 'alert' : 'status'}
          className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <span>{n.message}</span>
          <button
            type="button"
            onClick={() => dismissInlineNotice(n.id)}
            className="font-semibold underline"
            aria-label={`Dismiss: ${n.message}`}
          >
            Dismiss
          </button>
        </li>
      ))}
    </ul>
  );
}
