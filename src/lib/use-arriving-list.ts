import { useDeferredValue } from 'react';

/**
 * A list from the server that replaces skeletons. TanStack Query's store renders at sync priority, so:
 * - the first list arrives in an urgent render, which puts up only a screen's worth of it (`firstPass`; `visible`
 *   keeps the first `firstPassCount` cards, as many as the skeletons they replace). The first cards are what the
 *   visitor waits for, and a short task puts them up; the deferred render that follows at once brings the rest, in
 *   a transition's slices.
 * - a later list (a refetch) is deferred whole: the old one stays on screen until React has rendered the new one in
 *   a transition, so input never waits behind it.
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
