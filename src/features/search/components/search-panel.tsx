import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestion } from '@/features/search/api/search';
import { groupResults } from '../group-results';
import { MAX_RENDERED_RESULTS } from '../search-constants';
import { useSearchQuery } from '../use-search-query';
import { useSuggestions } from '../use-suggestions';
import { SearchCloseButton, SearchField, SearchFrame } from './search-frame';
import { SearchResults } from './search-results';
import { SEARCH_FAILED, SearchEmpty, SearchFailed, SearchLoading } from './search-states';

type View = 'idle' | 'loading' | 'error' | 'empty' | 'results';

/** The option an arrow key moves to from `active` (-1: none yet) in a list of `count`, wrapping around. */
function stepFrom(active: number, step: 1 | -1, count: number): number {
  const from = active < 0 ? (step === 1 ? -1 : count) : active;
  return (from + step + count) % count;
}

/** Arrows and Enter pressed while the answer to `text` was on its way, in order. */
interface KeptKeys {
  text: string;
  steps: (1 | -1)[];
  enter: boolean;
}

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

  // Keys pressed while 'Searching…' shows are kept and played on the answer to that text once it is in, as if the
  // list had been there: "asha ↓ Enter" typed at once opens the first result. Dropped when the text changes first,
  // or when the answer is empty or fails. Played here, in render, so the active option shows with the results.
  const [kept, setKept] = useState<KeptKeys | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  if (kept) {
    const changed = kept.text !== search.input;
    const answered = search.settled.trim() === kept.text.trim() && view !== 'loading';
    if (changed || answered) {
      setKept(null);
      if (!changed && expanded && kept.steps.length > 0) {
        const index = kept.steps.reduce<number>((at, step) => stepFrom(at, step, options.length), -1);
        setActiveState({ for: data, index });
        const href = options[index]?.href;
        if (kept.enter && href) setOpening(href);
      }
    }
  }
  useEffect(() => {
    if (opening) void navigate(opening);
  }, [opening, navigate]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from the stable uid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const openOption = (option: SearchSuggestion | undefined) => {
    if (option?.href) void navigate(option.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const arrow = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (view === 'loading' && (arrow !== 0 || e.key === 'Enter')) {
      e.preventDefault();
      const keys = kept?.text === search.input ? kept : { text: search.input, steps: [], enter: false };
      // Nothing after Enter counts: it was the last word.
      if (keys.enter) return;
      setKept(arrow === 0 ? { ...keys, enter: true } : { ...keys, steps: [...keys.steps, arrow] });
    } else if (arrow !== 0 && expanded) {
      e.preventDefault();
      setActive(stepFrom(active, arrow, options.length));
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
        after={<SearchCloseButton onClose={onClose} />}
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
