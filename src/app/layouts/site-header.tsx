import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session/use-session';
import { useLogout } from '@/lib/session/use-logout';
import { NAV_LINKS } from '../nav-links';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

function navClass(active: boolean) {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active
      ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;
}

function useIsActive() {
  const { pathname } = useLocation();
  return (link: (typeof NAV_LINKS)[number]) => {
    const base = 'match' in link ? link.match : link.to;
    if ('end' in link && link.end) return pathname === base;
    return pathname === base || pathname.startsWith(`${base}/`);
  };
}

export function SiteHeader() {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isActive = useIsActive();
  // index.html hides a visitor's Log in / Sign up on a prerendered page when a login is stored, until this header
  // has hydrated and shows the session itself.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute('data-session');
  }, [hydrated]);

  return (
    <header className="sticky top-0 z-header border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={() => navClass(isActive(link))}
                  aria-current={isActive(link) ? 'page' : undefined}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {session ? (
            <UserMenu session={session} />
          ) : (
            <div className="hidden items-center gap-2 sm:flex" data-visitor-only>
              <Link to="/login" className={buttonClasses('outline2', 'sm')}>
                Log in
              </Link>
              <Link to="/register" className={buttonClasses('primary', 'sm')}>
                Sign up
              </Link>
            </div>
          )}
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {drawerOpen && (
        <MobileDrawer onClose={() => setDrawerOpen(false)} isActive={isActive} loggedIn={!!session} />
      )}
    </header>
  );
}

function MobileDrawer({
  onClose,
  isActive,
  loggedIn,
}: {
  onClose: () => void;
  isActive: ReturnType<typeof useIsActive>;
  loggedIn: boolean;
}) {
  const logout = useLogout();
  // A modal <dialog> at the screen's right edge, its backdrop over the rest.
  return (
    <Modal
      id="mobile-drawer"
      onClose={onClose}
      aria-label="Menu"
      className="m-0 ml-auto h-full max-h-none w-72 max-w-[85vw] bg-white text-inherit shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900"
    >
      <div className="flex h-full flex-col p-4">
        <div className="mb-4 flex items-center justify-between">
          <span className="text-base font-bold">Menu</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onClose}
                  className={() => `block ${navClass(isActive(link))} text-base`}
                  aria-current={isActive(link) ? 'page' : undefined}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
          {loggedIn ? (
            <>
              <Link to="/profile" onClick={onClose} className={buttonClasses('outline2', 'md')}>
                My dashboard
              </Link>
              <button
                type="button"
                className={buttonClasses('danger', 'md')}
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                Log out
              </button>
            </>
          ) : (
            <>
              <Link to="/login" onClick={onClose} className={buttonClasses('outline2', 'md')}>
                Log in
              </Link>
              <Link to="/register" onClick={onClose} className={buttonClasses('primary', 'md')}>
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
