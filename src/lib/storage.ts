/** localStorage that never throws: private mode, quota, corrupt JSON all read as "nothing stored". */
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

export function writeRaw(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage full or disabled: the app keeps working for this page view */
  }
}

export function writeJson(key: string, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
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
