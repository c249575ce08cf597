import { useDeferredValue } from 'react';

/**
 * A list from the server that replaces skeletons. TanStack Query's store renders at sync priority, so:
 * - the first list arrives in an urgent render, which should put up only a screen's worth of it (`firstPass`: as
 *   many cards as the skeletons it replaces). The first cards are what the visitor waits for, and a short task puts
 *   them up; the deferred render that follows at once brings the rest, in a transition's slices.
 * - a later list (a refetch) is deferred whole: the old one stays on screen until React has rendered the new one in
 *   a transition, so input never waits behind it.
 */
export function useArrivingList<T>(value: T | undefined): { list: T | undefined; firstPass: boolean } {
  const deferred = useDeferredValue(value);
  return { list: deferred ?? value, firstPass: deferred === undefined && value !== undefined };
}
