// This tab's session storage, never throwing: private mode, a full quota or corrupt JSON read as "nothing stored".
function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readSessionJson(key: string): unknown {
  try {
    const raw = store()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** True when the value was stored; false when session storage is full, disabled or missing. */
export function writeSessionJson(key: string, value: unknown): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
