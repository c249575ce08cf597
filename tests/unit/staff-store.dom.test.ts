import { describe, expect, it } from 'vitest';
import {
  STAFF_KEY_PREFIX,
  parseStaff,
  readStaff,
  staffStorageKey,
  writeStaff,
} from '@/entities/staff/staff-store';
import { PRESERVED_KEY_PREFIXES, clearSession } from '@/lib/session/session';

const ok = { id: 'a', name: 'Priya', email: 'priya@school.dev', role: 'teacher', active: true };

describe('the saved staff list', () => {
  it('reads corrupt JSON or another shape as an empty list', () => {
    expect(parseStaff(null)).toEqual([]);
    expect(parseStaff('{oops')).toEqual([]);
    expect(parseStaff('{"staff":[]}')).toEqual([]);
    expect(parseStaff('"text"')).toEqual([]);
    expect(parseStaff('null')).toEqual([]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const raw = JSON.stringify([
      ok,
      { ...ok, id: 'b', role: 'student' },
      { ...ok, id: 'c', active: 'yes' },
      { ...ok, id: '' },
      { ...ok, id: 'd', email: null },
      7,
      null,
    ]);
    expect(parseStaff(raw)).toEqual([ok]);
    // An entry's unknown fields are not kept.
    expect(parseStaff(JSON.stringify([{ ...ok, note: 'x' }]))).toEqual([ok]);
  });

  it('lives under a key that logout preserves, one list per superadmin', () => {
    const key = staffStorageKey('64a1');
    expect(key.startsWith(STAFF_KEY_PREFIX)).toBe(true);
    expect(key).not.toBe(staffStorageKey('64a2'));
    expect(PRESERVED_KEY_PREFIXES.some((p) => key.startsWith(p))).toBe(true);
    writeStaff(key, [ok as never]);
    localStorage.setItem('token', 'x');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(readStaff(key)).toEqual([ok]);
  });

  it('returns the same array while storage is unchanged (a stable snapshot)', () => {
    const key = staffStorageKey('x');
    writeStaff(key, [ok as never]);
    expect(readStaff(key)).toBe(readStaff(key));
  });
});
