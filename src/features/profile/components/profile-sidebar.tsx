import { Link, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ROLE_LABEL } from '@/lib/session/roles';
import type { Session } from '@/lib/session/session';
import { useLogout } from '@/lib/session/use-logout';
import { DASHBOARD_LINKS, isCurrentLink, roleCounts, roleMenu, type MenuLink } from '../role-menu';

const item = (current: boolean) =>
  `flex min-h-10 items-center rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    current
      ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/** `siblings`: every link of the sidebar, so that Profile is not current beside a role menu's /profile#section. */
function MenuLinks({ links, siblings = links }: { links: MenuLink[]; siblings?: MenuLink[] }) {
  const { pathname, hash } = useLocation();
  return (
    <>
      {links.map((link) => {
        const current = isCurrentLink(link, pathname, hash, siblings);
        return (
          <li key={link.to}>
            <Link to={link.to} className={item(current)} aria-current={current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}

/** Who is logged in, the role's counts, the dashboard links and the role's own menu. Stacks above the content on phones. */
export function ProfileSidebar({ session }: { session: Session }) {
  const logout = useLogout();
  const { user } = session;
  const displayName = user.name || user.username || user.email;
  const counts = roleCounts(user.role);
  const menu = roleMenu(user.role);
  const allLinks = [...DASHBOARD_LINKS, ...(menu?.links ?? [])];
  return (
    <aside
      aria-label="Profile"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:sticky lg:top-6 lg:self-start dark:bg-slate-900 dark:ring-slate-800"
    >
      <div className="flex items-center gap-4 lg:flex-col lg:text-center">
        <Avatar
          src={user.picture}
          name={displayName}
          size={72}
          className="ring-4 ring-brand-50 dark:ring-slate-800"
        />
        <div className="min-w-0">
          {/* The whole name, wrapped anywhere it must: a long one is still someone's name. */}
          <p className="text-lg font-bold text-slate-900 wrap-anywhere dark:text-white">{displayName}</p>
          {user.username && (
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">@{user.username}</p>
          )}
          <p className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-800 dark:bg-slate-800 dark:text-brand-200">
            {ROLE_LABEL[user.role]}
          </p>
        </div>
      </div>

      {counts.length > 0 && (
        <dl className={`mt-4 grid gap-2 ${counts.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
          {counts.map((c) => (
            <div
              key={c.label}
              className="flex flex-col-reverse rounded-xl bg-slate-50 px-3 py-2 text-center dark:bg-slate-800/60"
            >
              <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{c.label}</dt>
              <dd className="text-lg font-bold text-slate-900 dark:text-white">{c.value}</dd>
            </div>
          ))}
        </dl>
      )}

      <nav aria-label="Dashboard" className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
          <MenuLinks links={DASHBOARD_LINKS} siblings={allLinks} />
          <li>
            <button
              type="button"
              onClick={logout}
              className="flex min-h-10 w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
            >
              Logout
            </button>
          </li>
        </ul>
      </nav>

      {menu && (
        <nav
          aria-labelledby="role-menu-title"
          className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
        >
          <h2
            id="role-menu-title"
            className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
          >
            {menu.title} menu
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
            <MenuLinks links={menu.links} siblings={allLinks} />
          </ul>
        </nav>
      )}
    </aside>
  );
}
