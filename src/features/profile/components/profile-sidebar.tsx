import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ROLE_LABEL } from '@/lib/roles';
import type { Session } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';

const link = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

export function ProfileSidebar({ session }: { session: Session }) {
  const logout = useLogout();
  const { user } = session;
  return (
    <aside aria-label="Profile" className="rounded-2xl bg-white p-5 shadow-sm dark:bg-slate-900">
      <div className="flex flex-col items-center text-center">
        <Avatar src={user.picture} name={user.name || user.username} size={80} />
        <p className="mt-3 text-lg font-bold">{user.name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">@{user.username}</p>
        <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-200">{ROLE_LABEL[user.role]}</p>
      </div>
      <nav aria-label="Dashboard" className="mt-6">
        <ul className="space-y-1">
          <li>
            <NavLink to="/" className={link} end>
              Back to home
            </NavLink>
          </li>
          <li>
            <NavLink to="/profile" className={link} end>
              Profile
            </NavLink>
          </li>
          <li>
            <button type="button" onClick={logout} className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800">
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
