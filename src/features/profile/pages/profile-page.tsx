import { useMemo } from 'react';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { AboutCard } from '../components/about-card';
import { MyApplications } from '../components/my-applications';
import { MyCourses } from '../components/my-courses';
import { PageHeader } from '../components/page-header';
import { RoleSections } from '../components/role-sections';
import { readSavedProjects, userStorageKey } from '../saved-projects';

/** /profile: the dashboard's main area. The layout's guard guarantees a session; logout may drop it mid-render. */
export default function ProfilePage() {
  useDocumentTitle('My profile');
  const session = useSession();
  const user = session?.user ?? null;
  const storageKey = user ? userStorageKey(user) : '';
  const projects = useMemo(() => (storageKey ? readSavedProjects(storageKey) : []), [storageKey]);
  if (!user) return null;
  const firstName = (user.name || user.username).split(/\s+/)[0];
  return (
    <div>
      <PageHeader title="My profile">
        Welcome back{firstName ? `, ${firstName}` : ''}. This is your CodersHub dashboard.
      </PageHeader>
      <div className="space-y-6">
        <AboutCard user={user} />
        <MyCourses />
        <MyApplications />
        <RoleSections role={user.role} person={storageKey} projects={projects} />
      </div>
    </div>
  );
}
