import { DEMO_ACCOUNTS } from '@/mocks/seed/accounts';
import { getDb } from '@/mocks/db';
import { signToken } from '@/mocks/token';
import type { Role } from '@/lib/roles';
import { storeCurrentUser, storeToken } from '@/lib/session';

/** A seeded account of the role, as the demo database has it. */
export function demoAccount(role: Role) {
  const account = getDb().accounts.find((a) => a.email === DEMO_ACCOUNTS[role]);
  if (!account) throw new Error(`no seeded ${role}`);
  return account;
}

/** Puts a valid session for the seeded account of `role` into local storage, as a finished login would. */
export function loginAs(role: Role, { expired = false } = {}): string {
  const account = demoAccount(role);
  const now = Math.floor(Date.now() / 1000) - (expired ? 7200 : 0);
  const token = signToken(account._id, role, now);
  storeToken(token);
  storeCurrentUser({
    id: account._id,
    name: account.name,
    email: account.email,
    username: account.username,
    picture: account.profilePicture,
    role,
    bio: account.bio,
    token,
    isAdmin: role === 'admin' || role === 'superadmin',
    position: '',
  });
  return token;
}
