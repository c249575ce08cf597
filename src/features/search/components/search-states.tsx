import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SEARCH_TERMS } from '@/data/search-terms';
import { pickTerms } from '../group-results';
import { SUGGESTION_TAG_COUNT } from '../search-constants';

export const SEARCH_FAILED = 'Failed to fetch. Please try/refresh again.';

export function SearchLoading() {
  return (
    <div className="flex items-center gap-3 px-5 py-6 text-slate-700 dark:text-slate-300">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
      />
      <span>Searching…</span>
    </div>
  );
}

/** 'No results found' with four terms picked at random from the fixed list; a tag searches its term. */
export function SearchEmpty({ onPick }: { onPick: (term: string) => void }) {
  const [terms] = useState(() => pickTerms(SEARCH_TERMS, SUGGESTION_TAG_COUNT));
  return (
    <div className="px-5 py-6 text-center">
      <p className="text-base font-semibold text-slate-900 dark:text-white">No results found</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Try different keywords</p>
      <ul aria-label="Suggested searches" className="mt-4 flex flex-wrap justify-center gap-2">
        {terms.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onPick(term)}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:border-slate-600 dark:bg-slate-800 dark:text-brand-200 dark:hover:bg-slate-700"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The spec's failure text and the 'Not found, check your network' panel with 'Clear Search'. */
export function SearchFailed({ onClear }: { onClear: () => void }) {
  return (
    <div className="px-5 py-6 text-center">
      <p className="text-sm font-medium text-red-800 dark:text-red-200">{SEARCH_FAILED}</p>
      <div className="mx-auto mt-4 max-w-sm rounded-xl border border-dashed border-slate-300 px-4 py-5 dark:border-slate-600">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto h-8 w-8 text-slate-500 dark:text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
        </svg>
        <p className="mt-2 font-semibold text-slate-900 dark:text-white">Not found, check your network</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onClear}>
          Clear Search
        </Button>
      </div>
    </div>
  );
}
