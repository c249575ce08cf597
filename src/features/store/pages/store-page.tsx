import { Link, Outlet, useLocation } from 'react-router-dom';

/** The three tabs. Trainings keeps the spec's spelling in its address; /store/trainings works too. */
export const STORE_TABS = [
  { to: '/store/books', label: 'Books', paths: ['/store', '/store/books'] },
  { to: '/store/products', label: 'Products', paths: ['/store/products'] },
  { to: '/store/tranings', label: 'Trainings', paths: ['/store/tranings', '/store/trainings'] },
] as const;

/** /store and its tabs: the heading and the tab links stay while the list below changes. */
export default function StorePage() {
  const path = useLocation().pathname.replace(/\/+$/, '') || '/';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Store
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
          Books, desk gear and trainings picked by the CodersHub community.
        </p>
      </header>
      <nav
        aria-label="Store sections"
        data-in-page-nav
        className="mt-6 border-b border-slate-200 dark:border-slate-800"
      >
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {STORE_TABS.map((tab) => {
            const current = (tab.paths as readonly string[]).includes(path);
            return (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-t-md border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                    current
                      ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-white'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
