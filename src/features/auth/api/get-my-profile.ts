import { z } from 'zod/mini';
import { text } from '@/lib/api/content-fields';
import { request } from '@/lib/http';
import { PROFILE_PATH, type ProfileData, type ProfileRole } from '../current-user';

// Missing or odd fields read as '' (a missing key must not fail the object).
const profileSchema = z.looseObject({
  _id: text,
  id: text,
  name: text,
  email: text,
  username: text,
  profilePicture: text,
  avatarUrl: text,
  picture: text,
  bio: text,
  position: text,
});

/** The answer is keyed by role (`{ student: {…} }`); a body with the profile under user/data/profile is tolerated too. */
function profileAnswerSchema(role: ProfileRole) {
  return z.pipe(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((body) => body[role] ?? body.user ?? body.data ?? body.profile),
    ),
    profileSchema,
  );
}

/** GET v1/{students|developers|recruiters|teachers}/myprofile, with the bearer token the http layer adds. */
export async function getMyProfile(
  role: ProfileRole,
): Promise<{ profile: ProfileData; raw: Record<string, unknown> }> {
  const p = await request({
    method: 'GET',
    url: `v1/${PROFILE_PATH[role]}/myprofile`,
    schema: profileAnswerSchema(role),
    auth: true,
  });
  const { password: _password, ...raw } = p as Record<string, unknown>;
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
