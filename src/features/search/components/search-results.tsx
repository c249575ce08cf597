import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SearchSuggestion, SuggestionGroup } from '@/features/search/api/search';
import { resultDetail, resultTitle, type GroupedResults } from '../group-results';

const GROUP_ICONS: Record<SuggestionGroup, ReactNode> = {
  people: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />,
  opportunities: <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />,
  academics: <path d="M3 9l9-5 9 5-9 5-9-5Zm4 2.5V16c3 2 7 2 10 0v-4.5" />,
  general: <path d="M5 5h14v14H5zM9 10h6M9 14h4" />,
};

interface SearchResultsProps {
  id: string;
  grouped: GroupedResults;
  options: readonly SearchSuggestion[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
}

/**
 * The grouped listbox. Options are the links themselves (an `a` may take the option role), kept out of the tab
 * order: the input owns focus and points at the active one with aria-activedescendant. A result without a page
 * is an option that is text only.
 */
export function SearchResults({ id, grouped, options, active, optionId, onHover }: SearchResultsProps) {
  return (
    <div role="listbox" id={id} aria-label="Search results" className="py-1">
      {grouped.groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <div
            role="presentation"
            id={`${id}-${group.key}`}
            className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {group.title}
          </div>
          {group.items.map((item) => {
            const index = options.indexOf(item);
            const selected = index === active;
            const className = `mx-2 flex items-center gap-3 rounded-lg px-3 py-2.5 text-left ${
              selected
                ? 'bg-brand-50 outline-2 outline-brand-600 dark:bg-slate-800 dark:outline-brand-400'
                : ''
            } ${item.href ? 'cursor-pointer' : 'cursor-default'}`;
            const body = (
              <>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                >
                  {GROUP_ICONS[group.key]}
                </svg>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-slate-900 dark:text-white">
                    {resultTitle(item)}
                  </span>
                  {resultDetail(item) && (
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                      {resultDetail(item)}
                    </span>
                  )}
                </span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-100">
                  {item.role}
                </span>
              </>
            );
            const common = {
              id: optionId(index),
              role: 'option' as const,
              'aria-selected': selected,
              onMouseMove: () => onHover(index),
              className,
            };
            return item.href ? (
              <Link key={item.id} to={item.href} tabIndex={-1} {...common}>
                {body}
              </Link>
            ) : (
              <div key={item.id} aria-disabled="true" {...common}>
                {body}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
