import { describe, expect, it } from 'vitest';
import { readToken } from '@/lib/session/jwt';
import {
  CLOCK_OFFSET_KEY,
  CURRENT_USER_KEY,
  TOKEN_KEY,
  clearSession,
  clockNow,
  parseSession,
  readSession,
  storeCurrentUser,
  storeToken,
} from '@/lib/session/session';
import { signSuperadminToken, signToken } from '@/mocks/token';

const now = Math.floor(Date.now() / 1000);
const user = {
  name: 'Asha',
  email: 'a@x.dev',
  username: 'a',
  picture: '',
  role: 'student',
  bio: '',
  isLoggedIn: true as const,
};

function unsigned(payload: object) {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.sig`;
}

describe('reading the token', () => {
  it('accepts a token with a known role and a future expiry', () => {
    const result = readToken(signToken('id1', 'teacher', now));
    expect(result).toEqual({
      ok: true,
      claims: { id: 'id1', role: 'teacher', exp: now + 3600, iat: now, email: null },
    });
  });

  it("reads the superadmin's email-only token (no role, no id, a day of life) as the superadmin", () => {
    const result = readToken(signSuperadminToken(' root@codershub.dev ', now));
    expect(result).toEqual({
      ok: true,
      claims: { id: null, role: 'superadmin', exp: now + 86400, iat: now, email: 'root@codershub.dev' },
    });
    // An email beside an id or a role is an ordinary account's token, which must name a known role.
    expect(readToken(unsigned({ id: 'x', email: 'a@b.co', exp: now + 100 }))).toEqual({
      ok: false,
      problem: 'no-role',
    });
    expect(readToken(unsigned({ email: '', exp: now + 100 }))).toEqual({ ok: false, problem: 'no-role' });
  });

  it.each([
    ['not a string', 42, 'malformed'],
    ['two segments', 'a.b', 'malformed'],
    ['garbage payload', 'a.!!!.c', 'malformed'],
    ['no expiry', unsigned({ role: 'student' }), 'malformed'],
    ['unknown role', unsigned({ role: 'root', exp: now + 100 }), 'no-role'],
    ['expired', unsigned({ role: 'student', exp: now - 1 }), 'expired'],
  ])('refuses %s', (_n, token, problem) => {
    expect(readToken(token)).toEqual({ ok: false, problem });
  });
});

describe("the device's clock", () => {
  it('is corrected by the offset measured at login, so a clock hours ahead keeps a fresh token', () => {
    const token = signToken('id1', 'student', now);
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    const twoHoursAhead = Date.now() + 2 * 3600_000;
    expect(readSession(twoHoursAhead)).toBeNull();
    localStorage.setItem(CLOCK_OFFSET_KEY, String(-2 * 3600_000));
    expect(Math.abs(clockNow() - (Date.now() - 2 * 3600_000))).toBeLessThan(1000);
    // What readSession reads by default: this device's clock plus the offset.
    expect(
      parseSession(token, user, twoHoursAhead + Number(localStorage.getItem(CLOCK_OFFSET_KEY))),
    ).not.toBeNull();
  });

  it('ignores a stored offset that is not a number', () => {
    localStorage.setItem(CLOCK_OFFSET_KEY, 'soon');
    expect(Math.abs(clockNow() - Date.now())).toBeLessThan(1000);
  });
});

describe('the stored session, read defensively', () => {
  const token = signToken('id1', 'student', now);

  it('is a session when token and user agree', () => {
    const session = parseSession(token, user);
    expect(session?.user).toMatchObject({ name: 'Asha', role: 'student', isLoggedIn: true, token });
  });

  it.each([
    ['no token', null, user],
    ['an expired token', signToken('id1', 'student', now - 7200), user],
    ['a malformed token', 'abc', user],
    ['no stored user', token, null],
    ['a user that is not an object', token, 'Asha'],
    ['a user not logged in', token, { ...user, isLoggedIn: false }],
    ['a role outside the six', signToken('id1', 'student', now), { ...user, role: 'wizard' }],
    ['a stored role that contradicts the token', token, { ...user, role: 'admin' }],
  ])('is logged out with %s', (_n, t, u) => {
    expect(parseSession(t as string | null, u)).toBeNull();
  });

  it('treats corrupt JSON in local storage as logged out, not a crash', () => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(CURRENT_USER_KEY, '{not json');
    expect(readSession()).toBeNull();
  });

  it('tolerates missing optional text fields by reading them as empty', () => {
    const session = parseSession(token, { role: 'student', isLoggedIn: true, name: 'Asha' });
    expect(session?.user).toMatchObject({ email: '', username: '', bio: '', picture: '' });
  });

  it('logout clears session and user data but keeps the theme, the demo database and saved content', () => {
    storeToken(token);
    storeCurrentUser({ ...user, role: 'student', token, id: 'id1', isAdmin: false, position: '' });
    localStorage.setItem('user', '{}');
    localStorage.setItem('showInstall', 'true');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('codershub-demo-db', '{}');
    localStorage.setItem('codershub:saved:projects:id1', '[]');
    clearSession();
    expect(Object.keys(localStorage).sort()).toEqual([
      'codershub-demo-db',
      'codershub:saved:projects:id1',
      'theme',
    ]);
    expect(readSession()).toBeNull();
  });
});
