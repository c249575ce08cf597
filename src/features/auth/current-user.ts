import { emailLocalPart, readableNameFromEmail } from '@/lib/validation/email';
import type { Role } from '@/lib/session/roles';
import type { CurrentUser } from '@/lib/session/session';

/** The roles that have a profile call, and the path segment of it. Admins and superadmins have none. */
export const PROFILE_PATH = {
  student: 'students',
  developer: 'developers',
  recruiter: 'recruiters',
  teacher: 'teachers',
} as const satisfies Partial<Record<Role, string>>;

export type ProfileRole = keyof typeof PROFILE_PATH;

export function hasProfileCall(role: Role): role is ProfileRole {
  return role in PROFILE_PATH;
}

/** The profile fields the app uses, as the adapter hands them over (always strings, possibly empty). */
export interface ProfileData {
  id: string;
  name: string;
  email: string;
  username: string;
  picture: string;
  bio: string;
  position: string;
}

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
