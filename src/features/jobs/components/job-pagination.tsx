import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageItems } from '../job-board';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';

interface Props {
  page: number;
  pageCount: number;
  /** The URL search of another page (the filters kept). */
  searchFor: (page: number) => string;
  /** Called with the page a link leads to when it is followed, before the navigation. */
  onNavigate: (page: number) => void;
}

const box =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const idle =
  'border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * Numbered pages of the results, as links: each page has its own URL (Back returns to it, a link can be shared
 * or opened in a new tab). On a phone the numbers give way to "Page 3 of 12".
 */
export function JobPagination({ page, pageCount, searchFor, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const step = (to: number, label: string, icon: ReactNode, rel: 'prev' | 'next') =>
    to >= 1 && to <= pageCount ? (
      <Link
        to={{ search: searchFor(to) }}
        rel={rel}
        onClick={() => onNavigate(to)}
        className={`${box} ${idle}`}
      >
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${box} cursor-not-allowed text-slate-600 dark:text-slate-400`}>
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </span>
    );

  return (
    <nav aria-label="Pages of jobs" className="mt-8 flex items-center justify-between gap-2">
      {step(page - 1, 'Previous', <ArrowLeftIcon />, 'prev')}
      <p className="text-sm text-slate-700 sm:hidden dark:text-slate-300">
        Page {page} of {pageCount}
      </p>
      <ol className="hidden flex-wrap items-center justify-center gap-1.5 sm:flex">
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={{ search: searchFor(item) }}
                onClick={() => onNavigate(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${box} ${
                  item === page ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950' : idle
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, 'Next', <ArrowRightIcon />, 'next')}
    </nav>
  );
}
