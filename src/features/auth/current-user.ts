import { emailLocalPart, readableNameFromEmail } from '@/lib/validation/email';
import type { Role } from '@/lib/session/roles';
import type { CurrentUser } from '@/lib/session/session';
import type { ProfileData } from '@/entities/user/my-profile';

export type CurrentUserInput = Omit<CurrentUser, 'isLoggedIn'>;

interface Base {
  role: Role;
  token: string;
  tokenId: string | null;
  loginEmail: string;
}

/** A profile-backed role: the profile's fields, with the login's email and the token's id as fall-backs. */
export function currentUserFromProfile(
  profile: ProfileData,
  { role, token, tokenId, loginEmail }: Base,
): CurrentUserInput {
  const email = profile.email || loginEmail;
  return {
    id: profile.id || tokenId || '',
    name: profile.name || readableNameFromEmail(email),
    email,
    username: profile.username || emailLocalPart(email),
    picture: profile.picture,
    role,
    bio: profile.bio,
    token,
    isAdmin: false,
    position: profile.position,
  };
}

/** Admin and superadmin: no profile call exists, so the login email and the token are all there is. */
export function currentUserFromLogin({ role, token, tokenId, loginEmail }: Base): CurrentUserInput {
  return {
    id: tokenId ?? '',
    name: readableNameFromEmail(loginEmail) || loginEmail,
    email: loginEmail,
    username: emailLocalPart(loginEmail),
    picture: '',
    role,
    bio: '',
    token,
    isAdmin: role === 'admin' || role === 'superadmin',
    position: '',
  };
}
