import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered page (and on the server), true from then on. What comes from
 * this browser (navigation state, session storage) is read only when it is true, so hydration finds exactly
 * the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
