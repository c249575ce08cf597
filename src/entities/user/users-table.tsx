import { useId, useMemo, useState } from 'react';
import { isUsersListUnavailable, type UserListItem } from '@/entities/user/users';
import { toErrorMessage } from '@/lib/http/errors';
import {
  nextSort,
  searchUsers,
  sortUsers,
  type UserSort,
  type UserSortKey,
} from '@/entities/user/user-list-view';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';

/**
 * A cell of a row shown as a card on a phone: a line of its own, after its column's name (from data-label, drawn
 * by CSS so the cell's own text stays the value). Wider screens get the plain table.
 */
const CARD_CELL =
  'max-sm:block max-sm:py-1 max-sm:before:mr-2 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-400';

/** Rows shown before "Show all": the table sits inside dashboards that have more to show below it. */
export const USERS_TABLE_PAGE_SIZE = 10;

export const USERS_UNAVAILABLE_TITLE = 'The user list is not available on the server yet.';

interface UsersTableProps {
  /** The table's accessible name, e.g. "All users". */
  label: string;
  users: readonly UserListItem[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The backend's users (GET /v1/students): searchable and sortable by name and email, with every state of the call. */
export function UsersTable({ label, users, isPending, error, onRetry }: UsersTableProps) {
  if (isPending) return <LoadingState label="Loading users…" />;
  if (error && isUsersListUnavailable(error)) return <UsersUnavailable onRetry={onRetry} />;
  if (error || !users)
    return <ErrorState title="Could not load the users" message={toErrorMessage(error)} onRetry={onRetry} />;
  if (users.length === 0)
    return <EmptyState title="No users yet.">Accounts appear here once people register.</EmptyState>;
  return <LoadedUsersTable label={label} users={users} />;
}

function UsersUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-sky-200 bg-sky-50 px-6 py-8 text-center dark:border-sky-900 dark:bg-sky-950/40"
    >
      <p className="text-lg font-semibold text-sky-900 dark:text-sky-100">{USERS_UNAVAILABLE_TITLE}</p>
      <p className="mx-auto mt-2 max-w-prose text-sm text-sky-900 dark:text-sky-200">
        The server does not offer the list of users yet. It will show here, with search and sorting, as soon
        as it does.
      </p>
      <div className="mt-4">
        <Button variant="outline2" size="sm" onClick={onRetry}>
          Check again
        </Button>
      </div>
    </div>
  );
}

function LoadedUsersTable({ label, users }: { label: string; users: readonly UserListItem[] }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<UserSort | null>(null);
  const [showAll, setShowAll] = useState(false);
  const statusId = useId();
  const rows = useMemo(() => sortUsers(searchUsers(users, query), sort), [users, query, sort]);
  const visible = showAll ? rows : rows.slice(0, USERS_TABLE_PAGE_SIZE);
  const hidden = rows.length - visible.length;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          label="Search users"
          type="search"
          placeholder="Name or email"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-controls={statusId}
          wrapperClassName="sm:w-72"
        />
        <p id={statusId} aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {query.trim() ? `${rows.length} of ${users.length} users match` : `${users.length} users`}
        </p>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={`No users match “${query.trim()}”.`}>
          Search looks at names and email addresses.
        </EmptyState>
      ) : (
        <div
          role="region"
          aria-label={`${label} table`}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800"
        >
          {/* On a phone each row is a card: every value on a line of its own, named by its column (CARD_CELL). */}
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[34rem]">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700 max-sm:block dark:bg-slate-800 dark:text-slate-300">
              <tr className="max-sm:flex max-sm:flex-wrap">
                <SortableHeader
                  column="name"
                  label="Name"
                  sort={sort}
                  onSort={(k) => setSort((s) => nextSort(s, k))}
                  sticky
                />
                <SortableHeader
                  column="email"
                  label="Email"
                  sort={sort}
                  onSort={(k) => setSort((s) => nextSort(s, k))}
                />
                <th scope="col" className="px-4 py-3 font-semibold max-sm:sr-only">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-semibold max-sm:sr-only">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white max-sm:block dark:divide-slate-800 dark:bg-slate-900">
              {visible.map((u) => (
                <tr key={u.id} className="max-sm:block max-sm:py-2">
                  <th
                    scope="row"
                    className="bg-white px-4 py-3 font-medium text-slate-900 max-sm:block max-sm:py-1 sm:sticky sm:left-0 dark:bg-slate-900 dark:text-white"
                  >
                    {u.name || <span className="text-slate-500 dark:text-slate-400">No name</span>}
                  </th>
                  <td
                    data-label="Email"
                    className={`px-4 py-3 text-slate-700 max-sm:break-all sm:whitespace-nowrap dark:text-slate-300 ${CARD_CELL}`}
                  >
                    {u.email || '—'}
                  </td>
                  <td
                    data-label="Role"
                    className={`px-4 py-3 text-slate-700 dark:text-slate-300 ${CARD_CELL}`}
                  >
                    {u.role || '—'}
                  </td>
                  <td data-label="Status" className={`px-4 py-3 ${CARD_CELL}`}>
                    <ActiveBadge active={u.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hidden > 0 && (
        <Button variant="outline2" size="sm" onClick={() => setShowAll(true)}>
          Show all {rows.length} users
        </Button>
      )}
    </div>
  );
}

function SortableHeader({
  column,
  label,
  sort,
  onSort,
  sticky = false,
}: {
  column: UserSortKey;
  label: string;
  sort: UserSort | null;
  onSort: (key: UserSortKey) => void;
  /** The first column stays put while a narrow screen scrolls the others. */
  sticky?: boolean;
}) {
  const direction = sort?.key === column ? sort.direction : 'none';
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={`px-2 py-2 font-semibold ${sticky ? 'bg-slate-100 sm:sticky sm:left-0 dark:bg-slate-800' : ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-700"
      >
        {label}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const path =
    direction === 'ascending'
      ? 'M6 14l4-4 4 4'
      : direction === 'descending'
        ? 'M6 8l4 4 4-4'
        : 'M7 8l3-3 3 3M7 12l3 3 3-3';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}

function ActiveBadge({ active }: { active: boolean | null }) {
  if (active === null) {
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not stated</span>
      </span>
    );
  }
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
