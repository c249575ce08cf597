import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const current = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false);

/** True when the visitor asks for less motion; follows changes live. Before hydration it assumes so: no motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => true);
}
