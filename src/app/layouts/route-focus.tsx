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

/** Focus on an element that is not a Tab stop: a heading, or the main region. */
function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** How long a page whose heading comes with its data may take before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Focus follows navigation, as in a page load: after a route change, focus moves to the new page's heading (or
 * its main region) and its title is announced. A page whose heading arrives with its data gets focus on the
 * heading when it arrives, if focus is still where navigation left it. Left alone: the first page of a visit, a
 * #hash (the shell scrolls to its target), an in-page navigation, and a field someone is already typing in.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  // The address focus last followed; null before the first page (which is left alone). Kept by address rather
  // than as "the first run", so that StrictMode's second run of the effect is not taken for a navigation.
  const shown = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const address = `${pathname}${hash}`;
    const previous = shown.current;
    shown.current = address;
    if (previous === null || previous === address) return;
    if (hash) return;
    const focusedAtNavigation = document.activeElement;
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    // One frame later: the new screen and its document title (set in an effect) are in.
    const frame = requestAnimationFrame(() => {
      setAnnouncement(document.title);
      if (isInPageNavigation(document.activeElement)) return;
      const main = document.getElementById('main');
      if (!main) return;
      // Someone already working in the new page (typing in a field a redirect just showed) keeps their place.
      const active = document.activeElement;
      if (
        active &&
        active !== focusedAtNavigation &&
        main.contains(active) &&
        active.matches('input, textarea, select')
      )
        return;
      const heading = main.querySelector<HTMLElement>('h1');
      focusQuietly(heading ?? main);
      if (heading) return;
      observer = new MutationObserver(() => {
        const arrived = main.querySelector<HTMLElement>('h1');
        if (!arrived) return;
        observer?.disconnect();
        const now = document.activeElement;
        if (now === main || now === document.body || now === null) focusQuietly(arrived);
      });
      observer.observe(main, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}
