import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { SearchSuggestion } from '@/lib/api/search';
import { groupResults } from '../group-results';
import { MAX_RENDERED_RESULTS } from '../search-constants';
import { useSearchQuery } from '../use-search-query';
import { useSuggestions } from '../use-suggestions';
import { SearchIcon } from './search-icon';
import { SearchResults } from './search-results';
import { SEARCH_FAILED, SearchEmpty, SearchFailed, SearchLoading } from './search-states';

type View = 'idle' | 'loading' | 'error' | 'empty' | 'results';

function announcement(view: View, total: number, shown: number): string {
  if (view === 'loading') return 'Searching…';
  if (view === 'error') return SEARCH_FAILED;
  if (view === 'empty') return 'No results found';
  if (view !== 'results') return '';
  const count = `${total} ${total === 1 ? 'result' : 'results'}`;
  return shown < total ? `${count}, showing the first ${shown}` : count;
}

/**
 * The full search form (a lazy chunk): a modal panel at the top of the screen, so it is never clipped by the hero
 * and works the same from anywhere on the page. The input is a combobox over a grouped listbox; Escape or a click
 * outside closes it (the focus trap hands focus back to the teaser). Submitting does nothing further.
 */
export default function SearchPanel({
  onClose,
  initialInput = '',
}: {
  onClose: () => void;
  /** What was typed while this form's code was loading. */
  initialInput?: string;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusTrap(dialog, true, onClose);
  // The caret goes after the text typed so far, so typing carries on where it was.
  useLayoutEffect(() => {
    const field = input.current;
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const navigate = useNavigate();
  const search = useSearchQuery(initialInput);
  const suggestions = useSuggestions(search.settled);
  const uid = useId();
  const inputId = `${uid}-input`;
  const listboxId = `${uid}-listbox`;
  const optionId = (index: number) => `${uid}-option-${index}`;

  const data = suggestions.data;
  const grouped = useMemo(() => groupResults(data ?? [], MAX_RENDERED_RESULTS), [data]);
  const options = useMemo(() => grouped.groups.flatMap((g) => g.items), [grouped]);

  // The active option belongs to one answer: a new answer starts with none.
  const [activeState, setActiveState] = useState<{ for: SearchSuggestion[] | undefined; index: number }>({
    for: undefined,
    index: -1,
  });
  const active = activeState.for === data ? activeState.index : -1;
  const setActive = (index: number) => setActiveState({ for: data, index });

  const view: View = search.blank
    ? 'idle'
    : suggestions.isError
      ? 'error'
      : data
        ? data.length > 0
          ? 'results'
          : 'empty'
        : 'loading';
  const expanded = view === 'results' && options.length > 0;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from the stable uid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const openOption = (option: SearchSuggestion | undefined) => {
    if (option?.href) void navigate(option.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && expanded) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const from = active < 0 ? (step === 1 ? -1 : options.length) : active;
      setActive((from + step + options.length) % options.length);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      openOption(options[active]);
    }
  };

  const restart = (term: string) => {
    if (term) search.searchFor(term);
    else search.clear();
    input.current?.focus();
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-3 sm:p-4 sm:pt-[12vh]">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-950/60" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        className="relative w-full max-w-2xl overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
      >
        <form
          role="search"
          onSubmit={(e) => e.preventDefault()}
          className="border-b border-slate-200 px-3 pt-3 pb-3 dark:border-slate-700"
        >
          <label
            htmlFor={inputId}
            className="block px-2 text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Search people, jobs and courses
          </label>
          <div className="mt-1 flex items-center gap-3 rounded-lg px-2 focus-within:outline-2 focus-within:outline-brand-600 dark:focus-within:outline-brand-400">
            <SearchIcon className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
            <input
              ref={input}
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={expanded ? listboxId : undefined}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              aria-autocomplete="list"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              value={search.input}
              onChange={(e) => search.setInput(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Try React, Python or a name"
              className="min-w-0 flex-1 bg-transparent py-2 text-lg text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-white dark:placeholder:text-slate-400"
            />
            <button
              type="button"
              onClick={onClose}
              aria-label="Close search"
              className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              Esc
            </button>
          </div>
        </form>

        <p aria-live="polite" className="sr-only">
          {announcement(view, grouped.total, grouped.shown)}
        </p>

        {view !== 'idle' && (
          // A scrolling region is a Tab stop of its own (its arrow keys scroll it), so the list can be read by
          // keyboard beyond what the combobox's arrows reach; only results are ever long enough to scroll.
          <div
            tabIndex={view === 'results' ? 0 : undefined}
            role={view === 'results' ? 'region' : undefined}
            aria-label={view === 'results' ? 'Results' : undefined}
            className="max-h-[min(24rem,calc(100dvh-9rem))] overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]"
          >
            {view === 'loading' && <SearchLoading />}
            {view === 'error' && <SearchFailed onClear={() => restart('')} />}
            {view === 'empty' && <SearchEmpty key={search.settled} onPick={restart} />}
            {view === 'results' && (
              <>
                <SearchResults
                  id={listboxId}
                  grouped={grouped}
                  options={options}
                  active={active}
                  optionId={optionId}
                  onHover={setActive}
                />
                {grouped.shown < grouped.total && (
                  <p className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                    Showing {grouped.shown} of {grouped.total} results. {grouped.total - grouped.shown} more
                    matched: add a word to narrow the search.
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
