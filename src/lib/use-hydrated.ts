import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server (the prerender) and while React hydrates its markup, true from then on; a component that
 * mounts after a client-side navigation (or in a test's render) starts at true. What comes from this browser
 * (navigation state, session storage) is read only when it is true, so hydration finds exactly the prerendered
 * markup.
 *
 * React's own server snapshot: hydration reads the server's answer (false), and as soon as the component has
 * hydrated React renders it again, at once, with the browser's (true). A button is enabled, and the board shows a
 * list already in the cache, in that render, not after a transition's slices (on /career at a phone's 4× slowdown
 * those took about 200 ms to put up the first job card). It holds in a boundary that hydrates later, too.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * False in the first render, then true, set in a transition. For a component above a boundary that may still be
 * waiting to hydrate (RootLayout, above the page's): an urgent render there would make React hydrate that whole
 * boundary in one blocking task (measured on /login: about 35 ms of main thread on this machine's CPU, 140 ms at a
 * phone's 4× slowdown). In a transition, hydration goes on in slices that leave the main thread free.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
