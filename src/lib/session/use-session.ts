import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribe, type Session } from '@/lib/session/session';

/** Prerendered pages are what a visitor sees; a stored session takes over right after hydration. */
const serverSnapshot = (): Session | null => null;

/** The current session (or null) that re-renders on login, logout and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSessionSnapshot, serverSnapshot);
}
