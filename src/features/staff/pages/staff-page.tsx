import { useState } from 'react';
import { notify } from '@/lib/ui/notify';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { UsersTable } from '@/entities/user/users-table';
import type { StaffUser } from '@/entities/staff/staff-store';
import { useUsers } from '@/entities/user/use-users';
import { CreateStaffForm } from '../components/create-staff-form';
import { DeleteStaffDialog } from '../components/delete-staff-dialog';
import { EditStaffDialog } from '../components/edit-staff-dialog';
import { StaffList, focusAfterRemoving } from '../components/staff-list';
import { useStaff } from '../use-staff';

export const LOCAL_ONLY_NOTICE =
  'Adding a staff user creates a real account that can sign in. Switching staff on or off, editing and deleting are kept in this browser only: the server cannot do them yet, so a teacher or an admin switched off here can still sign in.';

/** /superAdmin: the superadmin's staff (local only, as the spec says) and every user the server knows. */
export default function StaffPage() {
  useDocumentTitle('Staff management');
  const { staff, add, update, toggle, remove } = useStaff();
  const users = useUsers();
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [deleting, setDeleting] = useState<StaffUser | null>(null);
  const [toggleFailed, setToggleFailed] = useState(false);

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Staff management
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Create teachers and admins, switch them on and off, and see every user.
          </p>
        </div>
        <ButtonLink to="/superadmin-panel" variant="outline2" size="sm" className="w-fit">
          Superadmin Panel
        </ButtonLink>
      </header>

      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 h-5 w-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 8h.01M11 12h1v4h1" strokeLinecap="round" />
        </svg>
        <p>{LOCAL_ONLY_NOTICE}</p>
      </div>

      <CreateStaffForm staff={staff} accountEmails={users.data?.map((u) => u.email) ?? []} onCreate={add} />

      <section
        aria-labelledby="staff-list-heading"
        className="rounded-2xl bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900"
      >
        <h2
          id="staff-list-heading"
          tabIndex={-1}
          className="mb-4 focus:outline-none text-lg font-bold text-slate-900 dark:text-white"
        >
          Staff
        </h2>
        {toggleFailed && (
          <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
            {STORAGE_WRITE_FAILED_MESSAGE}
          </p>
        )}
        <StaffList
          staff={staff}
          onToggle={(id) => {
            const record = staff.find((s) => s.id === id);
            const kept = toggle(id);
            setToggleFailed(!kept);
            if (kept && record)
              notify.info(`${record.name} is now ${record.active ? 'inactive' : 'active'}.`);
          }}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </section>

      <section
        aria-labelledby="all-users-heading"
        className="rounded-2xl bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900"
      >
        <h2 id="all-users-heading" className="text-lg font-bold text-slate-900 dark:text-white">
          All users
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-400">
          Every account on the server, as it reports them.
        </p>
        <UsersTable
          label="All users"
          users={users.data}
          isPending={users.isPending}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      </section>

      <EditStaffDialog
        record={editing}
        staff={staff}
        onClose={() => setEditing(null)}
        onSave={(id, values) => {
          if (!update(id, values)) return false;
          setEditing(null);
          notify.success(`${values.name} was updated.`);
          return true;
        }}
      />
      <DeleteStaffDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(id) => {
          const refocus = focusAfterRemoving(id, () => document.getElementById('staff-list-heading'));
          if (!remove(id)) return false;
          notify.success(`${deleting?.name ?? 'The staff user'} was deleted.`);
          setDeleting(null);
          // After the dialog has closed and handed focus back (to nothing: the row is gone).
          requestAnimationFrame(refocus);
          return true;
        }}
      />
    </div>
  );
}
