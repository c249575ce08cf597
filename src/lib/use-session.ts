import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribe, type Session } from './session';

/** The current session (or null) that re-renders on login, logout and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSessionSnapshot, getSessionSnapshot);
}
