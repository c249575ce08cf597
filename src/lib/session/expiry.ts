import { readRaw } from '@/lib/storage/storage';
import { TOKEN_KEY, clockNow, readSession, subscribe, type Session } from '@/lib/session/session';
import { reportSessionEnded } from '@/lib/session/ended';

/** setTimeout's longest delay; a later expiry is re-checked when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends the session at the token's `exp`, in every tab at once: each tab schedules a timer for the same instant,
 * and a tab that hears (through storage) that another one cleared an expired session ends its own as well.
 * A tab woken from sleep re-checks at once. Returns the function that stops watching.
 */
export function watchSessionExpiry(): () => void {
  // Read without the clock first: a session that expired while the app was closed ends (and says so) at start.
  let current: Session | null = readSession(0);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    clearTimeout(timer);
    const previous = current;
    current = readSession();
    if (previous && !current && previous.claims.exp * 1000 <= clockNow()) {
      reportSessionEnded(readRaw(TOKEN_KEY) ?? previous.token, 'expired');
      return;
    }
    if (!current) return;
    const left = current.claims.exp * 1000 - clockNow();
    timer = setTimeout(check, Math.min(Math.max(left, 0), MAX_TIMER_MS));
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribe = subscribe(check);
  document.addEventListener('visibilitychange', onVisible);
  check();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
