import { isRecord, readText } from '@/lib/http/read-fields';
import { request } from '@/lib/http/client';
import type { Role } from '@/lib/session/roles';

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

/** A profile document as the backend sends it (its own field names), read field by field by who uses it. */
export type ProfileDocument = Record<string, unknown>;

/** The app's fields of a profile document: the login's, and what an update or an upload answers. */
export function profileData(p: ProfileDocument): ProfileData {
  return {
    id: readText(p._id) || readText(p.id),
    name: readText(p.name),
    email: readText(p.email),
    username: readText(p.username),
    picture: readText(p.profilePicture) || readText(p.avatarUrl) || readText(p.picture),
    bio: readText(p.bio),
    position: readText(p.position),
  };
}

/** The answer is keyed by role (`{ student: {…} }`); a body with the profile under user/data/profile is tolerated too. */
function readProfileAnswer(role: ProfileRole) {
  return (body: unknown): ProfileDocument | undefined => {
    if (!isRecord(body)) return undefined;
    const p = body[role] ?? body.user ?? body.data ?? body.profile;
    return isRecord(p) ? p : undefined;
  };
}

/** GET v1/{students|developers|recruiters|teachers}/myprofile, with the bearer token the http layer adds. */
export async function getMyProfile(
  role: ProfileRole,
): Promise<{ profile: ProfileData; raw: ProfileDocument }> {
  const raw = await request({
    method: 'GET',
    url: `v1/${PROFILE_PATH[role]}/myprofile`,
    read: readProfileAnswer(role),
    auth: true,
  });
  return { profile: profileData(raw), raw };
}

/** The cache key of the signed-in person's own profile document. */
export const myProfileKey = (role: ProfileRole, id: string) => ['my-profile', role, id] as const;
