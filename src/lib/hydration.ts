/**
 * Hydration: the one place that knows a page may start as prerendered HTML.
 *
 * The contract:
 * - The build writes the public routes as HTML (src/app/prerender.tsx). React then hydrates that markup, and the
 *   first client render must produce exactly what the server wrote, or React throws the page away and renders it
 *   again (error #418), losing what the visitor saw and typed.
 * - So anything that only the browser knows (storage, the session, navigation state, today's date, the answers in
 *   the query cache) is read only once `useHydrated()` is true. It is false on the server and during hydration,
 *   and true from the render right after; a component mounted later (a client-side navigation, a test's render)
 *   starts at true.
 * - Values the build had to guess come from the build first and move to the browser's right after (the year).
 * - Server lists on prerendered pages show their skeletons until hydration is over (`usePrerenderedList`), then
 *   the list; a later list replaces the old one without blocking input (`useArrivingList`).
 * - A prerendered field can be typed into before hydration. A form's fields are react-hook-form's (registered,
 *   uncontrolled), and RHF keeps what the browser holds when a field was edited before the form was ready; a live
 *   filter box held in React state (the board's and the classes' search) hands that text over (`useEarlyInput`).
 * Nothing else in the app checks for hydration.
 */
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
} from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while React hydrates; true from the next render on. React's own server snapshot:
 * hydration reads the server's answer (false), and React renders again, at once, with the browser's (true).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * False in the first render, then true, set in a transition: for a component above a boundary that may still be
 * waiting to hydrate (RootLayout, above the page's). An urgent render there would make React hydrate that whole
 * boundary in one blocking task; in a transition, hydration goes on in slices that leave the main thread free.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

const thisYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** The current year: the build's while hydrating (no mismatch however old the build), today's right after. */
export function useCurrentYear(): number {
  return useSyncExternalStore(noChanges, thisYear, buildYear);
}

/** What a page reads of its list's query (TanStack Query's result has these fields). */
interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

/**
 * A server list on a prerendered page (the board, the projects and the classes pages), as the page may render it.
 * The list may already be in the cache when React hydrates; it still waits for hydration to end, since the
 * prerendered page shows skeletons. The page shows skeletons (`loading`) until then, while the list loads, and while
 * a retry after a failure runs (not the stale error).
 */
export function usePrerenderedList<T>(query: ListQuery<T>) {
  const hydrated = useHydrated();
  return {
    hydrated,
    data: hydrated ? query.data : undefined,
    loading: !hydrated || query.isPending || (query.isError && query.isFetching),
  };
}

/**
 * A list from the server that replaces skeletons. The first list arrives in an urgent render that puts up only as
 * many cards as there were skeletons (`visible`); the deferred render that follows at once brings the rest, in a
 * transition's slices. A later list (a refetch) is deferred whole: the old one stays on screen until React has
 * rendered the new one, so input never waits behind it.
 */
export function useArrivingList<T>(value: T | undefined, firstPassCount: number) {
  const deferred = useDeferredValue(value);
  const firstPass = deferred === undefined && value !== undefined;
  return {
    list: deferred ?? value,
    firstPass,
    /** The cards of `items` to put up in this render. */
    visible: <Item>(items: Item[]): Item[] => (firstPass ? items.slice(0, firstPassCount) : items),
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * For a control held in React state: React keeps text typed before hydration on screen but not in that state
 * (which a later render would put back on screen). When the control mounts, text that differs from its value goes
 * to its onChange, as if typed just now.
 */
export function useEarlyInput<T extends Control>(
  value: unknown,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const field = ref.current;
    if (!field || !onChange || value === undefined || /^(checkbox|radio|file)$/.test(field.type)) return;
    if (field.value !== String(value)) onChange({ target: field, currentTarget: field } as ChangeEvent<T>);
    // Once, as the field mounts (or hydrates): what happens later is React's to keep in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
