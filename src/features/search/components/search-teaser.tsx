import { Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SEARCH_SHORTCUT_ARIA, isSearchShortcut } from '../keyboard-shortcut';
import { ICON_ROTATION_MS } from '../search-constants';
import { teaserIconAt } from '../teaser-icons';
import { SearchCloseButton, SearchField, SearchFrame } from './search-frame';
import { SearchIcon } from './search-icon';

// The open form, the fetching and the results are one lazy chunk: the teaser is all the first paint carries.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() =>
  loadPanel().catch(() => ({
    // A chunk that failed to load stays failed for this page view (browsers cache the failure).
    default: function SearchUnavailable({ onClose }: { onClose: () => void; initialInput?: string }) {
      return (
        <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-200">
          Search could not load. Please refresh the page.{' '}
          <button type="button" className="underline" onClick={onClose}>
            Dismiss
          </button>
        </p>
      );
    },
  })),
);

function preloadPanel() {
  void loadPanel().catch(() => undefined);
}

/** The rotation tick: it starts after mount (so the prerendered teaser matches the first client render) and
 * stays on the search icon for people who ask for reduced motion. */
function useRotationTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      if (media?.matches) {
        setTick(0);
        return;
      }
      timer = setInterval(() => setTick((t) => t + 1), ICON_ROTATION_MS);
    };
    start();
    media?.addEventListener('change', start);
    return () => {
      clearInterval(timer);
      media?.removeEventListener('change', start);
    };
  }, []);
  return tick;
}

/**
 * While the form's code loads (the first time only), the same frame and field stand in for it, already focused:
 * what is typed there becomes the form's text when it arrives, so no keystroke after `/` is lost.
 */
function PanelLoading({
  draft,
  onDraft,
  onClose,
}: {
  draft: string;
  onDraft: (text: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <SearchFrame onClose={onClose}>
      <SearchField
        id={id}
        value={draft}
        onChange={(e) => onDraft(e.target.value)}
        after={<SearchCloseButton onClose={onClose} />}
      />
      <p className="flex items-center gap-2 px-5 py-3 text-sm text-slate-700 dark:text-slate-200">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
        />
        <span role="status">Loading search…</span>
      </p>
    </SearchFrame>
  );
}

/**
 * The hero's search teaser: a button that looks like a search box, whose icon alternates every 2 s between the
 * search icon and technology logos. It (or `/`, Ctrl+K, ⌘+K) opens the full search form; closing it brings focus
 * back here.
 */
export function SearchTeaser() {
  const [open, setOpen] = useState(false);
  // What was typed while the form's code was loading: the form starts from it.
  const [draft, setDraft] = useState('');
  const teaser = useRef<HTMLButtonElement>(null);
  const icon = teaserIconAt(useRotationTick());

  const openSearch = useCallback(() => {
    preloadPanel();
    // A closing dialog gives focus back to what had it when the dialog opened: make that the teaser.
    teaser.current?.focus({ preventScroll: true });
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setDraft('');
  }, []);

  // Listening from the commit that shows the teaser, not from a later passive effect: a `/` pressed as soon as the
  // teaser appears opens the search rather than being lost.
  useLayoutEffect(() => {
    if (open) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      // Another modal (a dialog, the install overlay) owns the keyboard.
      if (document.querySelector('dialog[open]')) return;
      e.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, openSearch]);

  return (
    <div className="mx-auto mt-8 w-full max-w-xl">
      <button
        ref={teaser}
        type="button"
        onClick={openSearch}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={SEARCH_SHORTCUT_ARIA}
        className="flex h-14 w-full items-center gap-3 rounded-full border border-slate-300 bg-white px-5 text-left text-slate-600 shadow-sm transition-shadow hover:border-brand-500 hover:shadow-md dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-400"
      >
        <span
          aria-hidden="true"
          className="flex h-6 w-6 shrink-0 items-center justify-center text-brand-700 dark:text-brand-300"
        >
          {icon.kind === 'search' ? (
            <SearchIcon className="h-6 w-6" />
          ) : (
            <img src={icon.src} alt="" width={24} height={24} className="h-6 w-6" />
          )}
        </span>
        <span className="min-w-0 flex-1 truncate">Search people, jobs and courses</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded-md border border-slate-300 px-2 py-0.5 font-sans text-xs text-slate-600 sm:inline-block dark:border-slate-600 dark:text-slate-300"
        >
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={<PanelLoading draft={draft} onDraft={setDraft} onClose={close} />}>
          <SearchPanel initialInput={draft} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
