import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { ROLE_LABEL } from '@/lib/session/roles';
import type { StaffUser } from '@/entities/staff/staff-store';
import { STAFF_FILTERS, filterStaff, type StaffFilter } from '../staff-rules';

interface StaffListProps {
  staff: readonly StaffUser[];
  onToggle: (id: string) => void;
  onEdit: (record: StaffUser) => void;
  onDelete: (record: StaffUser) => void;
}

const EMPTY_FILTER_TEXT: Record<StaffFilter, string> = {
  all: 'No staff users yet.',
  teacher: 'No teachers in the staff list.',
  admin: 'No admins in the staff list.',
};

export function StaffList({ staff, onToggle, onEdit, onDelete }: StaffListProps) {
  const [filter, setFilter] = useState<StaffFilter>('all');
  const shown = filterStaff(staff, filter);
  const count = (f: StaffFilter) => filterStaff(staff, f).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="group"
          aria-label="Filter staff by role"
          className="flex w-full flex-wrap rounded-lg border border-slate-300 p-1 sm:inline-flex sm:w-fit dark:border-slate-700"
        >
          {STAFF_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={`inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold sm:flex-none sm:gap-2 sm:px-3 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                filter === f.value
                  ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }`}
            >
              {f.label}
              <span aria-hidden="true" className="rounded-full bg-black/10 px-1.5 text-xs dark:bg-white/15">
                {count(f.value)}
              </span>
            </button>
          ))}
        </div>
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          Showing {shown.length} of {staff.length} staff users
        </p>
      </div>

      {shown.length === 0 ? (
        <EmptyState title={EMPTY_FILTER_TEXT[filter]}>
          {staff.length === 0
            ? 'Add a teacher or an admin with the form above.'
            : 'Choose another filter to see the others.'}
        </EmptyState>
      ) : (
        <ul
          aria-label="Staff users"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {shown.map((s) => (
            <StaffRow key={s.id} record={s} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </div>
  );
}

function StaffRow({
  record,
  onToggle,
  onEdit,
  onDelete,
}: { record: StaffUser } & Pick<StaffListProps, 'onToggle' | 'onEdit' | 'onDelete'>) {
  const { name, email, role, active } = record;
  // The switch says what the person is now, as the badge does: "Active" beside "Inactive" read as a contradiction.
  const state = active ? 'Active' : 'Inactive';
  return (
    <li
      data-staff-id={record.id}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
    >
      {/* A long name wraps anywhere inside its own column and never runs under the switch and the buttons. */}
      <div className="min-w-0 flex-1 wrap-anywhere">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={`font-semibold ${active ? 'text-slate-900 dark:text-white' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {name}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              role === 'admin'
                ? 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200'
                : 'bg-brand-100 text-brand-900 dark:bg-brand-950 dark:text-brand-200'
            }`}
          >
            {ROLE_LABEL[role]}
          </span>
          {!active && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              Inactive
            </span>
          )}
        </p>
        <p className="break-all text-sm text-slate-600 dark:text-slate-400">{email}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-label={`${state}: ${name}`}
          onClick={() => onToggle(record.id)}
          className="mr-auto inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mr-2 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors ${active ? 'bg-emerald-600' : 'bg-slate-400 dark:bg-slate-600'}`}
          >
            <span
              className={`absolute top-0.5 left-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-4' : 'translate-x-0'}`}
            />
          </span>
          {/* As wide for "Inactive" as for "Active": the buttons beside it stay where they are when it flips. */}
          <span className="inline-block min-w-15 text-left">{state}</span>
        </button>
        <Button size="sm" variant="outline2" aria-label={`Edit ${name}`} onClick={() => onEdit(record)}>
          Edit
        </Button>
        <Button size="sm" variant="outline2" aria-label={`Delete ${name}`} onClick={() => onDelete(record)}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * Where focus goes once a row is deleted (its Delete button, where focus was, is gone): the Delete button of the
 * row that takes its place, else of the row before it, else the list's heading. Call it before the row goes;
 * it returns the function that moves focus once the list has re-rendered.
 */
export function focusAfterRemoving(id: string, fallback: () => HTMLElement | null): () => void {
  const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-staff-id]'));
  const index = rows.findIndex((row) => row.dataset.staffId === id);
  const neighbour = index === -1 ? undefined : (rows[index + 1] ?? rows[index - 1])?.dataset.staffId;
  return () => {
    const row = Array.from(document.querySelectorAll<HTMLElement>('[data-staff-id]')).find(
      (r) => r.dataset.staffId === neighbour,
    );
    (row?.querySelector<HTMLElement>('button[aria-label^="Delete"]') ?? fallback())?.focus();
  };
}
