import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { formatDateTime } from '@/lib/format/dates';
import {
  clearRequestFailures,
  getRequestFailures,
  subscribeRequestFailures,
  type RequestFailure,
} from '@/lib/http/request-log';
import { DashboardSection } from './dashboard-section';

export const SYSTEM_LOGS_ID = 'system-logs';

/** The build this tab runs (VITE_RELEASE at build time): after an update, which code a report came from. */
const RELEASE = import.meta.env.VITE_RELEASE?.trim();
/** Said only of a named build: an unnamed one has nothing to tell apart. */
const RELEASE_NOTE = RELEASE ? ` This tab runs release ${RELEASE}.` : '';

/** The session's failed requests, newest first, as the request layer recorded them (memory only). */
export function SystemLogs() {
  const failures = useSyncExternalStore(subscribeRequestFailures, getRequestFailures, getRequestFailures);
  return (
    <DashboardSection
      id={SYSTEM_LOGS_ID}
      title="System Logs"
      description={`Requests to the server that failed in this browser session, newest first. Kept in memory only: a reload starts a new log.${RELEASE_NOTE}`}
      actions={
        failures.length > 0 && (
          <Button variant="outline2" size="sm" onClick={clearRequestFailures}>
            Clear logs
          </Button>
        )
      }
    >
      {failures.length === 0 ? (
        <EmptyState title="No failed requests in this session.">
          When a call to the server fails, it is listed here with its status and message.
        </EmptyState>
      ) : (
        <LogTable failures={failures} />
      )}
    </DashboardSection>
  );
}

function LogTable({ failures }: { failures: readonly RequestFailure[] }) {
  return (
    <div
      role="region"
      aria-label="Failed requests"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Failed requests, newest first</caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Time
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Call
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Message
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {failures.map((f, i) => (
            <tr key={`${f.at}-${i}`}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">
                <time dateTime={new Date(f.at).toISOString()}>{formatDateTime(f.at)}</time>
              </td>
              <td className="px-4 py-3 font-mono text-xs break-all text-slate-900 dark:text-slate-100">
                {f.method} {f.url}
              </td>
              <td className="px-4 py-3">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    f.status === null
                      ? 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
                      : f.status >= 500
                        ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                        : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                  }`}
                >
                  {f.status ?? 'No response'}
                </span>
              </td>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{f.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
