import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestion } from '@/lib/api/search';
import { groupResults } from '../group-results';
import { MAX_RENDERED_RESULTS } from '../search-constants';
import { useSearchQuery } from '../use-search-query';
import { useSuggestions } from '../use-suggestions';
import { SearchField, SearchFrame } from './search-frame';
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
 * The full search form (a lazy chunk), in the shared frame (search-frame.tsx), so it works the same from anywhere
 * on the page. The input is a combobox over a grouped listbox; closing hands focus back to the teaser.
 */
export default function SearchPanel({
  onClose,
  initialInput = '',
}: {
  onClose: () => void;
  /** What was typed while this form's code was loading. */
  initialInput?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
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

  return (
    <SearchFrame onClose={onClose}>
      <SearchField
        ref={input}
        id={inputId}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-autocomplete="list"
        enterKeyHint="search"
        value={search.input}
        onChange={(e) => search.setInput(e.target.value)}
        onKeyDown={onKeyDown}
        after={
          <button
            type="button"
            onClick={onClose}
            aria-label="Close search"
            className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            Esc
          </button>
        }
      />

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
    </SearchFrame>
  );
}
