import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '@/lib/storage/change-signal';
import { readRaw, writeRaw } from '@/lib/storage/storage';

const changes = createChangeSignal();

function subscribe(listener: () => void): () => void {
  const unsubscribe = changes.subscribe(listener);
  // Another tab of this browser may change the same key.
  globalThis.addEventListener?.('storage', listener);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('storage', listener);
  };
}

/**
 * The text stored under `key`, re-read when it changes here or in another tab. Prerendered pages have no
 * storage: their first render sees null, and what this browser keeps takes over right after hydration.
 */
export function useStoredText(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
}

/** Writes and tells every `useStoredText` reader; false when storage refused it (nothing changed). */
export function writeStoredText(key: string, value: string): boolean {
  const kept = writeRaw(key, value);
  if (kept) changes.emit();
  return kept;
}
