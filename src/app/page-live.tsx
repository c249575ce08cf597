import { useEffect } from 'react';

/**
 * The page is live once it is committed (or, for a prerendered page, hydrated): #root stops being inert and the
 * prerendered header's login placeholder gives way. It sits inside the page's Suspense boundary, after the page:
 * React hydrates a boundary's content in a pass after the shell's, and the page's own effects (its keyboard
 * shortcuts, say) have run by the time this one does.
 */
export function PageLive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    document.documentElement.removeAttribute('data-session');
  }, []);
  return null;
}
