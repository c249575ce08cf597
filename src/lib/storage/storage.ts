/**
 * Web storage that never throws: private mode, a disabled store, a full quota and corrupt JSON all read as
 * "nothing stored". A write reports whether it was kept, so a screen never announces as saved what a full or
 * blocked storage refused. One set of readers and writers for a store; `storage.ts` exports localStorage's,
 * `session-storage.ts` this tab's sessionStorage's.
 */
export function safeStorage(store: () => Storage | undefined) {
  function readRaw(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function readJson(key: string): unknown {
    const raw = readRaw(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  /** True when the value was stored; false when storage is full, disabled or missing (nothing was kept). */
  function writeRaw(key: string, value: string): boolean {
    try {
      const s = store();
      if (!s) return false;
      s.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  function writeJson(key: string, value: unknown): boolean {
    return writeRaw(key, JSON.stringify(value));
  }

  function remove(key: string): void {
    try {
      store()?.removeItem(key);
    } catch {
      /* nothing to do */
    }
  }

  function keys(): string[] {
    try {
      const s = store();
      if (!s) return [];
      return Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null);
    } catch {
      return [];
    }
  }

  return { readRaw, readJson, writeRaw, writeJson, remove, keys };
}

export const { readRaw, readJson, writeRaw, writeJson, remove, keys } = safeStorage(
  () => globalThis.localStorage,
);

/** What a person reads, where they acted, when their change could not be kept. */
export const STORAGE_WRITE_FAILED_MESSAGE =
  "Not saved: this browser's storage is full or blocked. What you entered is still here; free some space or allow this site to store data, then try again.";
