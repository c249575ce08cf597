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

export function writeSessionJson(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the page keeps working for this view */
  }
}
