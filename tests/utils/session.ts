import { DEMO_ACCOUNTS } from '@/mocks/seed/accounts';
import { getDb } from '@/mocks/db';
import {
  SUPERADMIN_TOKEN_LIFETIME_SECONDS,
  TOKEN_LIFETIME_SECONDS,
  signSuperadminToken,
  signToken,
} from '@/mocks/token';
import type { Role } from '@/lib/session/roles';
import { storeCurrentUser, storeToken } from '@/lib/session/session';

/** A seeded account of the role, as the demo database has it. */
export function demoAccount(role: Role) {
  const account = getDb().accounts.find((a) => a.email === DEMO_ACCOUNTS[role]);
  if (!account) throw new Error(`no seeded ${role}`);
  return account;
}

/**
 * Puts a valid session for the seeded account of `role` into local storage, as a finished login would.
 * `expired` gives a token that expired an hour ago; `expiresIn` one that expires that many seconds from now.
 */
export function loginAs(
  role: Role,
  { expired = false, expiresIn }: { expired?: boolean; expiresIn?: number } = {},
): string {
  const account = demoAccount(role);
  const nowSeconds = Math.floor(Date.now() / 1000);
  // The superadmin signs in at its own route, whose token carries its email only, for a day.
  const superadmin = role === 'superadmin';
  const lifetime = superadmin ? SUPERADMIN_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
  const issuedAt =
    expiresIn !== undefined
      ? nowSeconds + expiresIn - lifetime
      : nowSeconds - (expired ? lifetime + 3600 : 0);
  const token = superadmin
    ? signSuperadminToken(account.email, issuedAt)
    : signToken(account._id, role, issuedAt);
  storeToken(token);
  storeCurrentUser({
    // The superadmin has no id: a login builds its user from the address.
    id: superadmin ? '' : account._id,
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
