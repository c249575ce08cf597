import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's answer to prefers-reduced-motion (jsdom has no matchMedia of its own), which the test sets and can
 * change later, as a person can while the page is open. Every other media query answers false. Undo it with
 * `vi.unstubAllGlobals()`.
 */
export function stubMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  let reduced = reduce;
  const list = (media: string) =>
    ({
      get matches() {
        return reduced && media.includes('reduced-motion');
      },
      media,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  vi.stubGlobal('matchMedia', vi.fn(list));
  return {
    change(next: boolean) {
      reduced = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    /** Who listens for a change of the answer. */
    listeners,
  };
}
