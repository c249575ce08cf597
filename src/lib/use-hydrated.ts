import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/**
 * Called just before hydrateRoot. Until endHydration (RootLayout, once the page inside its Suspense boundary has
 * hydrated), whatever mounts may be part of the prerendered page, so useHydrated starts at false.
 */
export function beginHydration() {
  hydrating = true;
}

export function endHydration() {
  hydrating = false;
}

/**
 * False on the server (the prerender) and while React hydrates its markup, true from then on; a component that
 * mounts after a client-side navigation (or in a test's render) starts at true. What comes from this browser
 * (navigation state, session storage) is read only when it is true, so hydration finds exactly the
 * prerendered markup.
 *
 * It flips in a transition, not through useSyncExternalStore: a store whose client snapshot differs from the
 * server's re-renders at sync priority, and React must then hydrate every boundary still waiting below it in
 * one blocking task (measured on /login: about 35 ms of main thread on this machine's CPU, 140 ms at a phone's
 * 4× slowdown). As a transition, the rest of hydration goes on in slices that leave the main thread free.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
