import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * True for a control inside a `[data-in-page-nav]` region that is still on screen: tabs whose links change the
 * URL (classes, projects, store) but not the page. Choosing one keeps focus and scroll where they are.
 */
export function isInPageNavigation(element: Element | null): boolean {
  return Boolean(
    element && element !== document.body && element.isConnected && element.closest('[data-in-page-nav]'),
  );
}

/**
 * Focus follows navigation, as in a page load: after a route change, focus moves to the new page's heading (or
 * its main region) and its title is announced. Left alone: the first page of a visit, a #hash (the shell scrolls
 * to its target), and an in-page navigation.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    // One frame later: the new screen and its document title (set in an effect) are in.
    const focusedAtNavigation = document.activeElement;
    const frame = requestAnimationFrame(() => {
      setAnnouncement(document.title);
      if (isInPageNavigation(document.activeElement)) return;
      const main = document.getElementById('main');
      // Someone already working in the new page (typing in a field a redirect just showed) keeps their place.
      const active = document.activeElement;
      if (
        active &&
        active !== focusedAtNavigation &&
        main?.contains(active) &&
        active.matches('input, textarea, select')
      )
        return;
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}
