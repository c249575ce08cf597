import { describe, expect, it } from 'vitest';
import { ROLES, hasRank, parseRole, rankOf } from '@/lib/session/roles';

describe('roles and ranks', () => {
  it('ranks teacher 1, admin 2, superadmin 3 and everyone else 0', () => {
    expect(ROLES.map(rankOf)).toEqual([0, 0, 0, 1, 2, 3]);
    expect(rankOf(null)).toBe(0);
  });

  it.each([
    ['student', 'teacher', false],
    ['developer', 'teacher', false],
    ['recruiter', 'teacher', false],
    ['teacher', 'teacher', true],
    ['teacher', 'admin', false],
    ['admin', 'teacher', true],
    ['admin', 'admin', true],
    ['admin', 'superadmin', false],
    ['superadmin', 'superadmin', true],
    ['superadmin', 'teacher', true],
  ] as const)('%s meets the %s minimum: %s', (role, min, expected) => {
    expect(hasRank(role, min)).toBe(expected);
  });

  it('reads the backend casing and refuses anything that is not one of the six roles', () => {
    expect(parseRole('Student')).toBe('student');
    expect(parseRole(' ADMIN ')).toBe('admin');
    expect(parseRole('root')).toBeNull();
    expect(parseRole(3)).toBeNull();
  });
});
