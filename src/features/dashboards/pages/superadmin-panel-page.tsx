import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { UsersTable } from '@/entities/user/users-table';
import { useSession } from '@/lib/session/use-session';
import { useUsers } from '@/entities/user/use-users';
import { DashboardHeader, DashboardSection } from '../components/dashboard-section';
import { StaffSummary } from '../components/staff-summary';
import { SystemLogs } from '../components/system-logs';
import { useOwnNameFrom } from '../use-own-name';
import { useScrollToHash } from '../use-scroll-to-hash';

/** /superadmin-panel (superadmin only): staff, the session's failed requests, and every user. */
export default function SuperadminPanelPage() {
  useDocumentTitle('Superadmin Panel');
  const session = useSession();
  const users = useUsers();
  useOwnNameFrom(users.data);
  // The users table below can make the page tall enough to scroll to #system-logs only once it has loaded.
  useScrollToHash(!users.isPending);

  return (
    <div className="space-y-6">
      <DashboardHeader
        title="Superadmin Panel"
        actions={
          <>
            <ButtonLink to="/admin-dashboard" variant="outline2" size="sm">
              Admin Dashboard
            </ButtonLink>
            <ButtonLink to="/teacher-dashboard" variant="outline2" size="sm">
              Teacher Dashboard
            </ButtonLink>
          </>
        }
      >
        {session?.user.name ? `Welcome, ${session.user.name}.` : 'Welcome.'} Staff, what went wrong, and who
        is on the platform.
      </DashboardHeader>

      <StaffSummary owner={session?.user} />

      <SystemLogs />

      <DashboardSection
        id="all-users"
        title="All users"
        description="Every account on the server. Search and sort by name or email."
      >
        <UsersTable
          label="All users"
          users={users.data}
          isPending={users.isPending}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      </DashboardSection>
    </div>
  );
}
