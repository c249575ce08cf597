import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '@/components/ui/states';
import { setSessionEndedHandler } from '@/lib/session-ended';
import { loginState } from '@/lib/login-redirect';
import { clearSession } from '@/lib/session';
import { hashTarget } from '@/lib/url-hash';

/** Scroll to the top on every route change; a #hash scrolls to its target instead. */
// The toast container loads after first paint; toasts raised before it mounts are queued and shown then.
const Toasts = lazy(() => import('../toasts'));

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
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** A 401 on an authenticated call ends the session here, once, for every screen. */
function useSessionEnded() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    setSessionEndedHandler(() => {
      clearSession();
      queryClient.clear();
      void import('react-toastify').then(({ toast }) =>
        toast.info('Your session has ended. Please log in again.', { toastId: 'session-ended' }),
      );
      navigate('/login', { replace: true, state: loginState(location) });
    });
  }, [navigate, location, queryClient]);
}

/** Mounted after hydration: a lazy component inside prerendered markup would force React to re-render it. */
const noSubscription = () => () => {};
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function RootLayout() {
  useScrollToTop();
  useSessionEnded();
  const hydrated = useHydrated();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
      {hydrated && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
