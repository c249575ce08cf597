import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  isUsersListUnavailable,
  readUsersAnswer,
  toUserList,
  type UserListItem,
} from '@/entities/user/users';
import { nextSort, searchUsers, sortUsers } from '@/entities/user/user-list-view';

const item = { _id: '1', name: 'Asha', email: 'asha@x.dev', role: 'student', active: true };

describe('the users list answer', () => {
  it.each([
    ['a bare list', [item]],
    ['users', { success: true, users: [item] }],
    ['students', { students: [item] }],
    ['data', { data: [item] }],
  ])('accepts %s', (_, body) => {
    expect(toUserList(readUsersAnswer(body) ?? [])).toEqual([
      { id: '1', name: 'Asha', email: 'asha@x.dev', role: 'Student', active: true },
    ]);
  });

  it('refuses a body with no list', () => {
    expect(readUsersAnswer({ success: true, message: 'ok' })).toBeUndefined();
    expect(readUsersAnswer('<html>')).toBeUndefined();
  });

  it('tolerates odd items: unknown roles as given, missing status as unknown, junk skipped', () => {
    expect(
      toUserList([
        { _id: '2', username: 'dev1', email: 'd@x.dev', role: 'Moderator' },
        { id: '3', name: 'Ravi', email: 'r@x.dev', role: 'TEACHER', isActive: 'false' },
        'junk',
        { _id: '4' },
        { name: 'No Id', email: 'n@x.dev' },
      ]),
    ).toEqual([
      { id: '2', name: 'dev1', email: 'd@x.dev', role: 'Moderator', active: null },
      { id: '3', name: 'Ravi', email: 'r@x.dev', role: 'Teacher', active: false },
      { id: 'row-4', name: 'No Id', email: 'n@x.dev', role: '', active: null },
    ]);
  });

  it('treats a 404 as "not available yet" and other failures as failures', () => {
    const failure = (status: number) =>
      new AxiosError('x', 'ERR_BAD_REQUEST', undefined, undefined, {
        status,
        statusText: '',
        data: '<pre>Cannot GET /v1/students</pre>',
        headers: {},
        config: { headers: new AxiosHeaders() },
      });
    expect(isUsersListUnavailable(failure(404))).toBe(true);
    expect(isUsersListUnavailable(failure(500))).toBe(false);
    expect(isUsersListUnavailable(new Error('offline'))).toBe(false);
  });
});

describe('searching and sorting users', () => {
  const u = (name: string, email: string): UserListItem => ({
    id: name,
    name,
    email,
    role: '',
    active: true,
  });
  const users = [
    u('Zoë Ray', 'zoe@b.dev'),
    u('adam', 'adam@c.dev'),
    u('Émile', 'emile@a.dev'),
    u('', 'blank@a.dev'),
  ];

  it('searches name and email, ignoring case and accents', () => {
    expect(searchUsers(users, 'ZOE').map((x) => x.name)).toEqual(['Zoë Ray']);
    expect(searchUsers(users, '@a.dev').map((x) => x.email)).toEqual(['emile@a.dev', 'blank@a.dev']);
    expect(searchUsers(users, 'emile').map((x) => x.name)).toEqual(['Émile']);
    expect(searchUsers(users, '   ')).toHaveLength(4);
  });

  it('sorts by name or email either way, blanks last, without touching the input', () => {
    expect(sortUsers(users, { key: 'name', direction: 'ascending' }).map((x) => x.name)).toEqual([
      'adam',
      'Émile',
      'Zoë Ray',
      '',
    ]);
    expect(sortUsers(users, { key: 'name', direction: 'descending' }).map((x) => x.name)).toEqual([
      'Zoë Ray',
      'Émile',
      'adam',
      '',
    ]);
    expect(sortUsers(users, { key: 'email', direction: 'ascending' }).map((x) => x.email)[0]).toBe(
      'adam@c.dev',
    );
    expect(sortUsers(users, null)).toEqual(users);
    expect(users[0]!.name).toBe('Zoë Ray');
  });

  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'email')).toEqual({
      key: 'email',
      direction: 'ascending',
    });
  });
});
