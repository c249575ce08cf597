import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

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
 * What the person last used: a key, a key that moves through the history (Alt+←/→, ⌘+[/]), or a pointer (mouse,
 * touch, pen). Null before either.
 */
type LastInput = 'key' | 'history-key' | 'pointer' | null;
let lastInput: LastInput = null;

function isHistoryKey(e: KeyboardEvent): boolean {
  const arrow = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
  return (e.altKey && arrow) || (e.metaKey && (arrow || e.key === '[' || e.key === ']'));
}

/** Marks an element focused by script after a pointer: index.css draws no focus ring on it. */
const QUIET = 'data-quiet-focus';

function listenForInput(): () => void {
  const onKey = (e: KeyboardEvent) => {
    lastInput = isHistoryKey(e) ? 'history-key' : 'key';
    // A key pressed on a quietly focused heading makes it a keyboard focus, as :focus-visible does.
    document.activeElement?.removeAttribute(QUIET);
  };
  const onPointer = () => {
    lastInput = 'pointer';
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}

/**
 * Focus on an element that is not a Tab stop: a heading, or the main region. The ring shows as :focus-visible
 * would show it, only when the navigation came from the keyboard: browsers decide that differently for focus moved
 * by script (Chromium by the last input, which a key typed into a field before the browser's Back button makes a
 * key; others by what had focus before). `byKey` says whether it did.
 */
function focusQuietly(target: HTMLElement, byKey: boolean): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  if (byKey) target.removeAttribute(QUIET);
  else {
    target.setAttribute(QUIET, '');
    target.addEventListener('blur', () => target.removeAttribute(QUIET), { once: true });
  }
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
  const navigationType = useNavigationType();
  useEffect(listenForInput, []);
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
    // Back and Forward come from the browser's own buttons (or a mouse's, or a swipe), which the page never sees:
    // from the keyboard only when the last input was one of the history keys.
    const byKey =
      navigationType === 'POP' ? lastInput === 'history-key' : lastInput !== 'pointer' && lastInput !== null;
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
      focusQuietly(heading ?? main, byKey);
      if (heading) return;
      observer = new MutationObserver(() => {
        const arrived = main.querySelector<HTMLElement>('h1');
        if (!arrived) return;
        observer?.disconnect();
        const now = document.activeElement;
        if (now === main || now === document.body || now === null) focusQuietly(arrived, byKey);
      });
      observer.observe(main, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash, navigationType]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}
