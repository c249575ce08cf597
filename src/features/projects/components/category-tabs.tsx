import { Link } from 'react-router-dom';
import { PROJECT_LIST_ID } from '../project-constants';
import { PROJECT_TABS } from '../project-view';

/**
 * The category tabs are links: choosing one changes the URL (/projects/{category}), so a tab can be shared,
 * bookmarked and reached with Back. The selected one (the route's category, or All when the route names none of
 * the site's) carries aria-current="page". Each link points at the list, so after a switch the results are in view
 * rather than the top of the page.
 */
export function CategoryTabs({ selected }: { selected: string }) {
  return (
    <nav aria-label="Project categories" data-in-page-nav>
      <ul className="flex flex-wrap gap-2">
        {PROJECT_TABS.map((tab) => (
          <li key={tab.slug}>
            <Link
              to={`/projects/${tab.slug}#${PROJECT_LIST_ID}`}
              aria-current={tab.slug === selected ? 'page' : undefined}
              className={`inline-flex rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
                tab.slug === selected
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:text-brand-200'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
