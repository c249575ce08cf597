import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ROLE_LABEL, hasRank } from '@/lib/session/roles';
import type { Session } from '@/lib/session/session';
import { useLogout } from '@/lib/session/use-logout';

const item =
  'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** Who is logged in, with the way to the dashboard and to log out. */
export function UserMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { user } = session;

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const roleDashboard = hasRank(user.role, 'superadmin')
    ? { to: '/superadmin-panel', label: 'Superadmin Panel' }
    : hasRank(user.role, 'admin')
      ? { to: '/admin-dashboard', label: 'Admin Dashboard' }
      : hasRank(user.role, 'teacher')
        ? { to: '/teacher-dashboard', label: 'Teacher Dashboard' }
        : null;

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Avatar src={user.picture} name={user.name || user.username} size={32} />
        <span className="hidden max-w-32 truncate text-sm font-semibold lg:inline">
          {user.name || user.username}
        </span>
        <span className="sr-only lg:hidden">Account menu for {user.name || user.username}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-popover mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 pb-2 dark:border-slate-700">
            <p className="text-sm font-semibold wrap-anywhere">{user.name || user.username}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">
              {ROLE_LABEL[user.role]} · {user.email}
            </p>
          </div>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/profile" className={item} onClick={() => setOpen(false)}>
                My dashboard
              </Link>
            </li>
            {roleDashboard && (
              <li>
                <Link to={roleDashboard.to} className={item} onClick={() => setOpen(false)}>
                  {roleDashboard.label}
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={`${item} text-red-700 dark:text-red-400`} onClick={logout}>
                Log out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
