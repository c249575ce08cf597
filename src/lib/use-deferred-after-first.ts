import { useDeferredValue } from 'react';

/**
 * A list from the server, deferred after its first arrival. The first one replaces skeletons, in the render that
 * brings it: nobody is typing into a list that is not there yet, and its first card is what the visitor waits for.
 * A later one (a refetch) is deferred: React renders it in a transition's slices, so input never waits behind it,
 * and the old list stays on screen meanwhile. (TanStack Query's store renders at sync priority.)
 */
export function useDeferredAfterFirst<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred ?? value;
}
