import { useState } from 'react';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { UsersTable } from '@/entities/user/users-table';
import { useSession } from '@/lib/session/use-session';
import { useJobs } from '@/entities/job/use-jobs';
import { useUsers } from '@/entities/user/use-users';
import { DashboardHeader, DashboardSection } from '../components/dashboard-section';
import { JobsOverviewPanel } from '../components/jobs-overview-panel';
import { useOwnNameFrom } from '../use-own-name';
import { useScrollToHash } from '../use-scroll-to-hash';

export const MANAGE_USERS_ID = 'manage-users';

/** /admin-dashboard (admin or higher): the users the server knows and an overview of the jobs board. */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const session = useSession();
  const users = useUsers();
  useOwnNameFrom(users.data);
  const jobs = useJobs();
  // One clock reading per visit, so "open" and "expired" agree everywhere on the page.
  const [now] = useState(() => Date.now());
  useScrollToHash(!users.isPending && !jobs.isPending);

  return (
    <div className="space-y-6">
      <DashboardHeader title="Admin Dashboard">
        {session?.user.name ? `Welcome, ${session.user.name}.` : 'Welcome.'} The platform’s users and job
        postings.
      </DashboardHeader>

      <DashboardSection
        id={MANAGE_USERS_ID}
        title="Manage users"
        description="Every account on the server. Search and sort by name or email."
      >
        <UsersTable
          label="Users"
          users={users.data}
          isPending={users.isPending}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      </DashboardSection>

      <JobsOverviewPanel
        jobs={jobs.data}
        isPending={jobs.isPending}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        now={now}
      />
    </div>
  );
}
