/**
 * Web storage that never throws: private mode, a disabled store, a full quota and corrupt JSON all read as
 * "nothing stored". One set of readers and writers for a store; `storage.ts` exports localStorage's,
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

  function writeRaw(key: string, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch {
      /* storage full or disabled: the app keeps working for this page view */
    }
  }

  function writeJson(key: string, value: unknown): void {
    writeRaw(key, JSON.stringify(value));
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
