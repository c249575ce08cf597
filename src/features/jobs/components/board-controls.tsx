import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatCountIN } from '@/lib/format/number';
import { activeFilterCount, type BoardView } from '../job-filters';
import { JobFiltersBar } from './job-filters-bar';

/**
 * The filters: inline from the small-tablet width up; on a phone behind a "Filters" button that shows how many
 * are active and opens them in a sheet (a dialog: focus trapped, Escape closes), so the first job card is in
 * the first screen.
 */
export function BoardFilters(props: ComponentProps<typeof JobFiltersBar>) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.filters);
  return (
    <>
      <div className="hidden sm:block">
        <JobFiltersBar {...props} />
      </div>
      <div className="sm:hidden">
        <Button variant="outline2" onClick={() => setOpen(true)} className="w-full">
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
        <Dialog open={open} title="Filter jobs" onClose={() => setOpen(false)}>
          <JobFiltersBar {...props} />
          <div className="mt-4 flex justify-end">
            <Button onClick={() => setOpen(false)}>Show jobs</Button>
          </div>
        </Dialog>
      </div>
    </>
  );
}

interface Tab {
  view: BoardView;
  label: string;
  count?: number;
}

/** All jobs, Saved (n), Hidden (n): links, so a view is in the URL like the filters. */
export function ViewTabs({
  current,
  saved,
  hidden,
  hrefFor,
}: {
  current: BoardView;
  saved: number;
  hidden: number;
  hrefFor: (view: BoardView) => string;
}) {
  const tabs: Tab[] = [
    { view: '', label: 'All jobs' },
    { view: 'saved', label: 'Saved', count: saved },
    { view: 'hidden', label: 'Hidden', count: hidden },
  ];
  return (
    <nav aria-label="Job lists" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => {
          const here = t.view === current;
          return (
            <li key={t.label}>
              <Link
                to={hrefFor(t.view)}
                aria-current={here ? 'page' : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  here
                    ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                {t.label}
                {t.count !== undefined && ` (${formatCountIN(t.count)})`}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
