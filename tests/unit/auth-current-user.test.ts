import { describe, expect, it } from 'vitest';
import { currentUserFromLogin, currentUserFromProfile } from '@/features/auth/current-user';
import { hasProfileCall } from '@/entities/user/my-profile';
import { readableNameFromEmail } from '@/lib/validation/email';

describe('readableNameFromEmail', () => {
  it.each([
    ['admin@codershub.dev', 'Admin'],
    ['superadmin@codershub.dev', 'Superadmin'],
    ['Meera.Iyer@x.dev', 'Meera Iyer'],
    ['ravi_kumar-99@x.dev', 'Ravi Kumar'],
  ])('%s → %s', (email, name) => expect(readableNameFromEmail(email)).toBe(name));
});

describe('current user', () => {
  const base = { token: 't.o.k', tokenId: '64a1', loginEmail: 'asha@x.dev' };

  it('takes a profile role from its profile, with picture from profilePicture', () => {
    const user = currentUserFromProfile(
      {
        id: 'p1',
        name: 'Asha',
        email: 'asha@x.dev',
        username: 'asha',
        picture: 'https://x/a.png',
        bio: 'Hi',
        position: '',
      },
      { ...base, role: 'student' },
    );
    expect(user).toEqual({
      id: 'p1',
      name: 'Asha',
      email: 'asha@x.dev',
      username: 'asha',
      picture: 'https://x/a.png',
      role: 'student',
      bio: 'Hi',
      token: 't.o.k',
      isAdmin: false,
      position: '',
    });
  });

  it('fills what a sparse profile lacks from the login and the token', () => {
    const user = currentUserFromProfile(
      { id: '', name: '', email: '', username: '', picture: '', bio: '', position: '' },
      { ...base, role: 'teacher' },
    );
    expect(user).toMatchObject({ id: '64a1', name: 'Asha', email: 'asha@x.dev', username: 'asha' });
  });

  it('builds an admin from the login email and the token role', () => {
    expect(currentUserFromLogin({ ...base, loginEmail: 'admin@codershub.dev', role: 'admin' })).toEqual({
      id: '64a1',
      name: 'Admin',
      email: 'admin@codershub.dev',
      username: 'admin',
      picture: '',
      role: 'admin',
      bio: '',
      token: 't.o.k',
      isAdmin: true,
      position: '',
    });
  });

  it('knows which roles have a profile call', () => {
    expect(
      ['student', 'developer', 'recruiter', 'teacher', 'admin', 'superadmin'].filter((r) =>
        hasProfileCall(r as never),
      ),
    ).toEqual(['student', 'developer', 'recruiter', 'teacher']);
  });
});
