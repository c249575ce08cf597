import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSessionJson, removeSession, writeSessionJson } from '@/lib/storage/session-storage';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("the session-storage helper (this tab's sessionStorage, never throwing)", () => {
  it("keeps a value for this tab's session, not in localStorage", () => {
    writeSessionJson('k', { name: 'Asha', items: [1, 2] });
    expect(readSessionJson('k')).toEqual({ name: 'Asha', items: [1, 2] });
    expect(sessionStorage.getItem('k')).toBe('{"name":"Asha","items":[1,2]}');
    expect(localStorage.getItem('k')).toBeNull();
    removeSession('k');
    expect(readSessionJson('k')).toBeNull();
  });

  it('reads nothing stored, an empty string and corrupt JSON as null', () => {
    expect(readSessionJson('missing')).toBeNull();
    sessionStorage.setItem('empty', '');
    expect(readSessionJson('empty')).toBeNull();
    sessionStorage.setItem('broken', '{"name": 5');
    expect(readSessionJson('broken')).toBeNull();
  });

  it('reads null and writes nothing, without throwing, when the browser refuses the storage', () => {
    sessionStorage.setItem('k', '"kept"');
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readSessionJson('k')).toBeNull();
    expect(() => writeSessionJson('k', 1)).not.toThrow();
    expect(() => removeSession('k')).not.toThrow();
  });

  it('keeps working when the quota is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeSessionJson('k', 'a long draft')).not.toThrow();
    expect(readSessionJson('k')).toBeNull();
  });
});
