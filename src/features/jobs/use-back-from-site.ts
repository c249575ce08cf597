import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * While `waiting` (the company's page was opened in another tab), calls `onBack` when the person returns to this
 * one: the window takes focus again, or the tab shows again. Only the window's own focus counts (its target is
 * no Node); an element's focus inside the page is no return.
 */
export function useBackFromSite(waiting: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  useLayoutEffect(() => {
    latest.current = onBack;
  });

  useEffect(() => {
    if (!waiting) return;
    const back = (event: Event) => {
      if (event.type === 'focus' && event.target instanceof Node) return;
      if (document.visibilityState === 'hidden') return;
      latest.current();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [waiting]);
}
