import { describe, expect, it } from 'vitest';
import { withoutPasswords } from '@/lib/http/without-passwords';

const HASH = '$2b$10$abcdefghijklmnopqrstuuVWXYZabcdefghijklmnopqrstuvwx';

describe('withoutPasswords', () => {
  it('removes a password key at the top, inside objects and inside lists', () => {
    const body = {
      success: true,
      password: HASH,
      developer: { _id: 'a', name: 'Rahul', password: HASH, past: [{ password: HASH, company: 'X' }] },
      list: [[{ password: HASH }], 'text', 3, null],
    };
    expect(withoutPasswords(body)).toEqual({
      success: true,
      developer: { _id: 'a', name: 'Rahul', past: [{ company: 'X' }] },
      list: [[{}], 'text', 3, null],
    });
    expect(JSON.stringify(withoutPasswords(body))).not.toContain(HASH);
  });

  it('leaves the answer it was given untouched (a copy where something goes)', () => {
    const body = { teacher: { name: 'Vikram', password: HASH } };
    withoutPasswords(body);
    expect(body.teacher.password).toBe(HASH);
  });

  it('returns an answer without a password as it came, and any other value as it is', () => {
    const jobs = { jobs: [{ _id: '1', jobTitle: 'Dev', skills: ['react'] }] };
    expect(withoutPasswords(jobs)).toBe(jobs);
    expect(withoutPasswords('<pre>Cannot GET</pre>')).toBe('<pre>Cannot GET</pre>');
    expect(withoutPasswords(null)).toBeNull();
    expect(withoutPasswords(42)).toBe(42);
  });

  it('keeps other keys that only mention a password', () => {
    expect(withoutPasswords({ currentPassword: 'x', passwordChangedAt: 1 })).toEqual({
      currentPassword: 'x',
      passwordChangedAt: 1,
    });
  });
});
