/**
 * localStorage that never throws: private mode, quota, corrupt JSON all read as "nothing stored". A write reports
 * whether it was kept, so a screen never announces as saved what a full or blocked storage refused.
 */
export function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** What a person reads, where they acted, when their change could not be kept. */
export const STORAGE_WRITE_FAILED_MESSAGE =
  "Not saved: this browser's storage is full or blocked. What you entered is still here; free some space or allow this site to store data, then try again.";

/** True when the value was stored; false when storage is full, disabled or missing (nothing was kept). */
export function writeRaw(key: string, value: string): boolean {
  try {
    const store = globalThis.localStorage;
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeRaw(key, JSON.stringify(value));
}

export function remove(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing to do */
  }
}

export function keys(): string[] {
  try {
    const store = globalThis.localStorage;
    if (!store) return [];
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (k): k is string => k !== null,
    );
  } catch {
    return [];
  }
}
