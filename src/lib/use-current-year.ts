import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The current year. A prerendered page was written in the build's year, so hydration renders that first (no
 * mismatch however old the build) and React moves to today's year right after.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, thisYear, buildYear);
}
