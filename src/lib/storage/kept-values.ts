import { useSyncExternalStore } from 'react';
import { createChangeSignal, type ChangeSignal } from '@/lib/storage/change-signal';
import { readJson, readRaw, writeJson } from '@/lib/storage/storage';

/** A signal for stores kept in localStorage: their own writes emit it, and so does a write in another tab. */
export function createStorageSignal(): ChangeSignal {
  const signal = createChangeSignal({
    onFirst: () => globalThis.addEventListener?.('storage', signal.emit),
    onLast: () => globalThis.removeEventListener?.('storage', signal.emit),
  });
  return signal;
}

/** A stored list of ids, most recent first: anything else stored reads as none. */
export function readStoredIds(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string' && x !== '') : [];
}

/**
 * Values kept in localStorage under keys of one kind (a list per account), read through `read` (which turns
 * anything stored into a value, never throws) and watched by the screens that show them: a write here, or in
 * another tab, re-renders them. A snapshot stays the same object while the stored text is the same, as
 * useSyncExternalStore needs. Stores that screens read together share one `signal`.
 */
export function createKeptValues<T>(read: (raw: unknown) => T, signal: ChangeSignal = createStorageSignal()) {
  const cache = new Map<string, { raw: string | null; value: T }>();

  function get(key: string): T {
    const raw = readRaw(key);
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value;
    const value = read(raw === null ? null : readJson(key));
    cache.set(key, { raw, value });
    return value;
  }

  /** False when storage refused the write (full or blocked): nothing changed. */
  function set(key: string, value: T): boolean {
    const kept = writeJson(key, value);
    signal.emit();
    return kept;
  }

  /** The value under `key` (`empty` without a key, on the server and during hydration), re-read on every change. */
  function useValue(key: string | null, empty: T): T {
    return useSyncExternalStore(
      signal.subscribe,
      () => (key ? get(key) : empty),
      () => empty,
    );
  }

  return { get, set, useValue };
}
