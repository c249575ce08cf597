import { isRecord, readText } from '@/lib/http/read-fields';
import { request } from '@/lib/http/client';
import { PROFILE_PATH, type ProfileData, type ProfileRole } from '../current-user';

const PROFILE_FIELDS = [
  '_id',
  'id',
  'name',
  'email',
  'username',
  'profilePicture',
  'avatarUrl',
  'picture',
  'bio',
  'position',
] as const;
type Profile = Record<string, unknown> & Record<(typeof PROFILE_FIELDS)[number], string>;

/**
 * The answer is keyed by role (`{ student: {…} }`); a body with the profile under user/data/profile is tolerated
 * too. The profile's known fields read as text ('' when missing or odd); the rest is kept as sent.
 */
function readProfileAnswer(role: ProfileRole) {
  return (body: unknown): Profile | undefined => {
    if (!isRecord(body)) return undefined;
    const p = body[role] ?? body.user ?? body.data ?? body.profile;
    if (!isRecord(p)) return undefined;
    return { ...p, ...Object.fromEntries(PROFILE_FIELDS.map((key) => [key, readText(p[key])])) } as Profile;
  };
}

/** GET v1/{students|developers|recruiters|teachers}/myprofile, with the bearer token the http layer adds. */
export async function getMyProfile(
  role: ProfileRole,
): Promise<{ profile: ProfileData; raw: Record<string, unknown> }> {
  const p = await request({
    method: 'GET',
    url: `v1/${PROFILE_PATH[role]}/myprofile`,
    read: readProfileAnswer(role),
    auth: true,
  });
  const { password: _password, ...raw } = p;
  return {
    profile: {
      id: p._id || p.id,
      name: p.name,
      email: p.email,
      username: p.username,
      picture: p.profilePicture || p.avatarUrl || p.picture,
      bio: p.bio,
      position: p.position,
    },
    raw,
  };
}
