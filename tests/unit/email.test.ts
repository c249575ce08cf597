import { describe, expect, it } from 'vitest';
import { backendAcceptsEmail, backendEmailProblems, isEmailAddress } from '@/lib/validation/email';

describe('one email rule for every form', () => {
  it.each(['a@b.co', 'first.last@mail.example.com', 'asha+jobs@example.dev'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a @b.co', 'a@.co', 'a@b..co', '@b.co'])('refuses "%s"', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

/** The deployed backend's pattern, verbatim (api-contract.md). Only ever run on short strings: it backtracks. */
const DEPLOYED = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

// Short enough for the deployed pattern to answer at once, varied enough to cover every branch of it.
const TABLE = [
  'kiran@example.com',
  'kiran@example.in',
  'kiran@example.co.in',
  'kiran.rao@example.com',
  'kiran-rao@mail-server.example.org',
  'k_r@ex_ample.com',
  'k@e.io',
  'KIRAN@EXAMPLE.COM',
  '123@456.789',
  'a.b.c@d.e.f.gh',
  'a-b@c.d-e.fg',
  'kiran+jobs@example.com',
  'kiran@example.info',
  'kiran@example.online',
  'kiran@example.tech',
  'kiran@example.c',
  'kiran@example.co.i',
  'kiran@example.co.info',
  'kiran@example.info.com',
  'kiran@example',
  'kiran@.com',
  'kiran@example..com',
  'kiran@example.-com',
  'kiran@example-.com',
  'kiran@-example.com',
  'kiran..rao@example.com',
  '.kiran@example.com',
  'kiran.@example.com',
  '-kiran@example.com',
  'kiran-@example.com',
  'kiran.-rao@example.com',
  'kiran@@example.com',
  '@example.com',
  'kiran@',
  'kiran',
  '',
  'kiran rao@example.com',
  'kirán@example.com',
  'kiran@exämple.com',
  'kiran@example.com ',
  ' kiran@example.com',
  'kiran@example.com.',
  'kiran@example.c_m',
  'kiran@example.1a',
  'kiran@ex.ample.abcd.efg',
  'kiran@ex.a',
  'kiran@e.xy.z',
  'a@b.cd',
  'a@b.cde',
  'a@b.cdef',
  "o'brien@example.com",
  'kiran@example.com\n',
  'x'.repeat(12) + '@' + 'y'.repeat(12) + '.com',
  'x'.repeat(12) + '!@example.com',
];

describe("the backend's email rule, in linear time", () => {
  it.each(TABLE)('agrees with the deployed pattern on %j', (email) => {
    expect(backendAcceptsEmail(email)).toBe(DEPLOYED.test(email));
  });

  it('agrees on every address built from a small alphabet, up to seven characters around an @', () => {
    const alphabet = ['a', '_', '.', '-', '+'];
    const words = [''];
    for (let length = 1; length <= 3; length++)
      for (const w of words.filter((x) => x.length === length - 1))
        for (const c of alphabet) words.push(w + c);
    let checked = 0;
    const disagreements: string[] = [];
    for (const local of words)
      for (const domain of words)
        for (const tail of ['', '.a', '.ab', '.abc', '.abcd', '.ab.cd', '-ab', '..ab']) {
          const email = `${local}@${domain}${tail}`;
          if (backendAcceptsEmail(email) !== DEPLOYED.test(email)) disagreements.push(email);
          checked++;
        }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });

  it('answers at once where the deployed pattern backtracks for seconds', () => {
    const hostile = [
      'a'.repeat(5_000) + '!',
      'a'.repeat(2_500) + '@' + 'b'.repeat(2_500) + '!',
      'a@' + 'b.'.repeat(2_500) + 'c',
      'ab.'.repeat(1_500) + '@x.com!',
    ];
    const started = performance.now();
    for (const email of hostile) expect(backendAcceptsEmail(email)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('names what to change: a "+", a top-level domain over three letters, or the characters', () => {
    expect(backendEmailProblems('kiran@example.com')).toEqual([]);
    expect(backendEmailProblems('kiran+jobs@example.com')).toEqual(['plus']);
    expect(backendEmailProblems('kiran@example.info')).toEqual(['long-tld']);
    expect(backendEmailProblems('kiran+jobs@example.tech')).toEqual(['plus', 'long-tld']);
    expect(backendEmailProblems('kiran..rao@example.com')).toEqual(['characters']);
    expect(backendEmailProblems('kirán@example.com')).toEqual(['characters']);
  });
});
