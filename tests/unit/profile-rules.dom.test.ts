import { describe, expect, it } from 'vitest';
import { NoUserError } from '@/features/profile/api/get-public-user';
import { validateProfile } from '@/features/profile/form-rules';
import { commaList } from '@/lib/format/comma-list';
import { publicProfileError } from '@/features/profile/public-user-error';
import { DASHBOARD_LINKS, isCurrentLink, roleCounts, roleMenu } from '@/features/profile/role-menu';
import {
  addSavedProject,
  readSavedProjects,
  removeSavedProject,
  savedProjectsKey,
  userStorageKey,
} from '@/features/profile/saved-projects';
import { answeredError, unansweredError } from '../utils/axios-errors';

describe('role menu', () => {
  it('gives counts per role, all 0', () => {
    expect(roleCounts('recruiter')).toEqual([
      { label: 'Jobs', value: 0 },
      { label: 'Hired', value: 0 },
    ]);
    expect(roleCounts('teacher')).toEqual([]);
  });

  it('marks the plain link current on its page, a #section link only on that section', () => {
    const links = roleMenu('admin')!.links;
    const [dashboard, manage] = links as [(typeof links)[0], (typeof links)[0]];
    expect(isCurrentLink(dashboard, '/admin-dashboard', '', links)).toBe(true);
    expect(isCurrentLink(manage, '/admin-dashboard', '', links)).toBe(false);
    expect(isCurrentLink(dashboard, '/admin-dashboard', '#manage-users', links)).toBe(false);
    expect(isCurrentLink(manage, '/admin-dashboard', '#manage-users', links)).toBe(true);
    expect(isCurrentLink(dashboard, '/admin-dashboard/', '#top', links)).toBe(true);
    expect(isCurrentLink(DASHBOARD_LINKS[1]!, '/profile/notification', '', DASHBOARD_LINKS)).toBe(false);
  });
});

describe('form rules', () => {
  it('reads technologies from a comma list without blanks or repeats', () => {
    expect(commaList(' React, node ,, react,Node ,Go')).toEqual(['React', 'node', 'Go']);
  });

  it('validates a profile: name, email and username required', () => {
    expect(validateProfile({ name: '', email: '', username: '', picture: '', bio: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      username: 'Username is required.',
    });
    expect(
      validateProfile({ name: 'A', email: 'a@b', username: 'a', picture: 'javascript:x', bio: '' }),
    ).toEqual({
      email: 'Invalid email format.',
      picture: 'Enter a full image link that starts with http:// or https://',
    });
  });
});

describe('saved projects', () => {
  it('keeps projects per user under a codershub:saved: key, newest first', () => {
    addSavedProject('u1', { title: 'One', description: 'd', link: '', technologies: ['x'] }, new Date(1000));
    addSavedProject('u1', { title: 'Two', description: 'd', link: '', technologies: ['x'] }, new Date(2000));
    expect(savedProjectsKey('u1')).toBe('codershub:saved:u1:projects');
    expect(readSavedProjects('u1').map((p) => p.title)).toEqual(['Two', 'One']);
    expect(readSavedProjects('u2')).toEqual([]);
    const [two] = readSavedProjects('u1');
    expect(removeSavedProject('u1', two!.id)?.map((p) => p.title)).toEqual(['One']);
  });

  it('skips damaged entries and survives corrupt storage', () => {
    localStorage.setItem(
      savedProjectsKey('u3'),
      JSON.stringify([
        { title: 'no id' },
        { id: 'a', title: 'Ok', description: '', link: '', technologies: ['Go'], createdAt: 'x', extra: 1 },
        { id: 'b', title: 'Bad list', description: '', link: '', technologies: ['Go', 3], createdAt: 'x' },
        { id: 'c', title: '', description: '', link: '', technologies: [], createdAt: 'x' },
        { id: 'd', title: 'No date', description: '', link: '', technologies: [] },
        'text',
        null,
      ]),
    );
    // Only the known fields of the one whole entry.
    expect(readSavedProjects('u3')).toEqual([
      { id: 'a', title: 'Ok', description: '', link: '', technologies: ['Go'], createdAt: 'x' },
    ]);
    localStorage.setItem(savedProjectsKey('u4'), '{not json');
    expect(readSavedProjects('u4')).toEqual([]);
  });

  it('identifies a user by id, else by email', () => {
    expect(userStorageKey({ id: 'abc', email: 'A@b.co' })).toBe('abc');
    expect(userStorageKey({ id: '', email: 'A@b.co' })).toBe('a@b.co');
  });
});

describe('publicProfileError', () => {
  it.each([
    [new NoUserError(), 'No user found.'],
    [answeredError(404, { success: false, message: 'User not found' }), 'No user found.'],
    [answeredError(400, { success: false, message: 'Invalid user id' }), 'No user found.'],
    [answeredError(404, '<pre>Cannot GET /v1/users/1/public</pre>'), 'Failed to load user'],
    [answeredError(500, { message: 'boom' }), 'Failed to load user'],
    [unansweredError(), 'Unable to fetch'],
  ])('failure %# → %j', (error, message) => {
    expect(publicProfileError(error).message).toBe(message);
  });
});
