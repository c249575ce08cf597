import { Link } from 'react-router-dom';
import { promptInstall, useCanInstall } from '../install-prompt';

const ACTION =
  'col-start-1 row-start-1 rounded-md px-3 py-1.5 text-center text-xs font-semibold whitespace-nowrap sm:text-sm';
const ACTION_LOOK =
  'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200 dark:focus-visible:outline-brand-300';

/**
 * The promo strip above the site header: 'Install App' while the browser offers installation, otherwise
 * 'Join Community'. Prerendered pages show 'Join Community'; the action swaps after hydration inside a box sized
 * for the longer label, so nothing moves. Only main-layout pages show it: the login, register and
 * forgot-password screens and the dashboards have layouts of their own.
 */
export function InstallBanner() {
  const canInstall = useCanInstall();
  return (
    <aside
      aria-label="CodersHub app"
      className="bg-brand-700 text-white dark:border-b dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-2 sm:px-6">
        <p className="min-w-0 text-xs sm:text-sm">Learn, build and get hired with 22,000+ coders.</p>
        <div className="grid shrink-0">
          {/* Both labels take the same cell unseen, so the box fits either and a swap shifts nothing. */}
          <span className={`${ACTION} invisible`} aria-hidden="true">
            Join Community
          </span>
          <span className={`${ACTION} invisible`} aria-hidden="true">
            Install App
          </span>
          {canInstall ? (
            <button type="button" onClick={() => void promptInstall()} className={`${ACTION} ${ACTION_LOOK}`}>
              Install App
            </button>
          ) : (
            <Link to="/community" className={`${ACTION} ${ACTION_LOOK}`}>
              Join Community
            </Link>
          )}
        </div>
      </div>
    </aside>
  );
}
