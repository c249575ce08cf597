import { Link } from 'react-router-dom';
import { TABS, type ClassTab } from '../category';

/** The category tabs: links, because choosing one changes the URL; the current one has aria-current. */
export function ClassTabs({ current }: { current: ClassTab }) {
  return (
    <nav
      aria-label="Class categories"
      data-in-page-nav
      className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {TABS.map(({ tab, label }) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={`/classes/${tab}`}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
