/**
 * A body with every `password` key removed, at any depth. Most backend answers except the student's carry the
 * account's bcrypt hash (api-contract.md, "A person's own writes"); nothing the app keeps (the query cache, storage,
 * the request log, an error a screen holds) may hold it, so the request layer strips it before anything reads the
 * body. Nothing is copied where nothing is removed: an answer without a password is returned as it came.
 */
export function withoutPasswords<T>(value: T): T {
  return strip(value) as T;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const kept = strip(item);
      if (kept !== item) {
        copy ??= value.slice();
        copy[i] = kept;
      }
    }
    return copy ?? value;
  }
  // Text, numbers and anything that is not parsed JSON (a Blob) are left as they are.
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    if (key === 'password') {
      copy ??= { ...value };
      delete copy.password;
      continue;
    }
    const item = value[key];
    const kept = strip(item);
    if (kept !== item) {
      copy ??= { ...value };
      copy[key] = kept;
    }
  }
  return copy ?? value;
}
