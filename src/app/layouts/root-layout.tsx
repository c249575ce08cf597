import { Suspense, lazy, type ComponentType, useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigation, useRevalidator, type Location } from 'react-router-dom';
import { InlineNotices } from '@/components/ui/inline-notices';
import { LoadingState } from '@/components/ui/states';
import { clearAnswerCache } from '@/lib/http/answer-cache';
import { notify, toastsUnavailable, toastsWanted } from '@/lib/ui/notify';
import { SESSION_END_MESSAGE, setSessionEndedHandler } from '@/lib/session/ended';
import { watchSessionExpiry } from '@/lib/session/expiry';
import {
  clearSession,
  clearTabData,
  onLoggedOutElsewhere,
  subscribe as onSessionChange,
} from '@/lib/session/session';
import { hashTarget } from '@/lib/format/url-hash';
import { useHydratedInTransition } from '@/lib/hydration';
import { recoverFromMissingCode } from '../chunk-recovery';
import { RouteFocus, isInPageNavigation } from './route-focus';

// The toast container loads with the first toast (after hydration); toasts raised before it mounts wait in the
// library's queue. A page that raises none never loads or runs react-toastify.
const Toasts = lazy((): Promise<{ default: ComponentType }> =>
  import('../toasts').catch(() => {
    // A network fault: the messages are shown inline instead (InlineNotices).
    toastsUnavailable();
    return { default: () => null };
  }),
);
// Only in a build for a real backend (the demo's API is a worker on the same scope); folded away in the demo.
// Its code missing (offline before it was fetched) is no fault of the page: the next load registers the worker.
const OfflineWorker = import.meta.env.VITE_API_BASE_URL
  ? lazy(() => import('../offline-worker').catch(() => ({ default: () => null })))
  : null;

/** Where the person is going (during a navigation) or is: the page to load afresh if its code is missing. */
function useMissingCodeRecovery() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = useRef<Location>(location);
  useEffect(() => {
    target.current = navigation.location ?? location;
  });
  useEffect(
    () =>
      recoverFromMissingCode(() => {
        const { pathname, search, hash } = target.current;
        return `${pathname}${search}${hash}`;
      }),
    [],
  );
}

/**
 * Scroll to the top on every route change; a #hash scrolls to its target instead, and a tab of an in-page
 * navigation (see `isInPageNavigation`) keeps the reader where they are.
 */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hashTarget(hash);
    if (id) {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (isInPageNavigation(document.activeElement)) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * The session ends here, once, for every screen: at the token's expiry (every tab at once) or on a 401 from an
 * authenticated call. The header turns to a visitor's view, the guards send a protected page to /login with the
 * origin and the reason, and a form that needs a login keeps its draft and says how to log in again.
 */
function useSessionEnded() {
  // The guards are route middleware: a login, a logout or an ended session (here or in another tab) runs them again.
  const { revalidate } = useRevalidator();
  useEffect(() => onSessionChange(() => void revalidate()), [revalidate]);
  useEffect(() => {
    setSessionEndedHandler((reason) => {
      clearSession();
      clearAnswerCache();
      notify.info(SESSION_END_MESSAGE[reason], { toastId: 'session-ended' });
    });
    const stopWatching = watchSessionExpiry();
    // Another tab logged out (or in as someone else): what this tab fetched or kept for that person goes too.
    const stopListening = onLoggedOutElsewhere(() => {
      clearTabData();
      clearAnswerCache();
    });
    return () => {
      stopWatching();
      stopListening();
      setSessionEndedHandler(null);
    };
  }, []);
}

export function RootLayout() {
  useScrollToTop();
  useSessionEnded();
  useMissingCodeRecovery();
  // Mounted after hydration: a lazy component inside prerendered markup would force React to re-render it. In a
  // transition: the page's boundary below may still be waiting to hydrate.
  const hydrated = useHydratedInTransition();
  const toasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.getServer);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-skip-link rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
      <RouteFocus />
      {hydrated && toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <InlineNotices />
      {hydrated && OfflineWorker && (
        <Suspense fallback={null}>
          <OfflineWorker />
        </Suspense>
      )}
    </>
  );
}
