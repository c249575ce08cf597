import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

/** Whether the person asked their system for less motion, right now (false where it cannot be known). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const mql = mediaQuery();
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}

/**
 * The server's answer, deliberately `false` (motion allowed). Prerendered HTML cannot know the preference, and
 * the first client render must match it (README, "How a page reaches the screen"), so React hydrates with this
 * value and only then reads the real one. `false` is what most visitors' browsers answer too: for them the
 * snapshots agree and hydration is not forced into a blocking re-render. What a page prerenders with it is the
 * still first frame of its animation (the first phrase in full, numbers at their final value), so a visitor who
 * asked for less motion sees nothing move before the preference takes over; code that starts an animation in an
 * effect asks `prefersReducedMotion()` too.
 */
const serverSnapshot = () => false;

/** The reduced-motion preference as React state; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, serverSnapshot);
}
