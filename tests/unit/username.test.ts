import { describe, expect, it } from 'vitest';
import { suggestUsername, usernameProblem } from '@/lib/validation/username';

describe('usernames', () => {
  it.each(['asha', 'asha.college', 'a_b-c', 'abc', 'x'.repeat(30)])('accepts %s', (name) =>
    expect(usernameProblem(name)).toBeNull(),
  );
  it.each(['', '  ', 'ab', 'x'.repeat(31), '.asha', 'asha.', 'asha verma', 'आशा', 'asha!'])(
    'refuses %j',
    (name) => expect(usernameProblem(name)).not.toBeNull(),
  );

  it('suggests the email name joined to the domain, else a numbered one, never the taken one, always valid', () => {
    expect(suggestUsername('asha@college.example.org', 'asha')).toBe('asha.college');
    expect(suggestUsername('Asha.V@X.dev', 'asha.v')).toBe('asha.v.x');
    const numbered = suggestUsername('asha@college.example.org', 'asha.college');
    expect(numbered).toMatch(/^asha\d{2}$/);
    for (const email of ['a@b.co', 'x+y@mail.example.com', `${'z'.repeat(40)}@${'q'.repeat(40)}.com`, '@.']) {
      const s = suggestUsername(email, 'taken');
      expect(usernameProblem(s)).toBeNull();
      expect(s).not.toBe('taken');
    }
  });
});
