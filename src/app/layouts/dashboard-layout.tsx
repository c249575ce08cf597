import { Outlet } from 'react-router-dom';
import { ProfileSidebar } from '@/features/profile/components/profile-sidebar';
import { useSession } from '@/lib/session/use-session';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/** /profile and the role dashboards: the profile sidebar beside the screen. Always behind a login guard. */
export default function DashboardLayout() {
  const session = useSession();
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <ThemeToggle />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {session && <ProfileSidebar session={session} />}
        <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
