import { z } from 'zod';
import { request } from '@/lib/http';

/** The spec's public user, as the page uses it. Missing text is '', missing counts are null. */
export interface PublicUser {
  name: string;
  username: string;
  avatarUrl: string;
  bio: string;
  joinedAt: string;
  stats: { followers: number | null; following: number | null; posts: number | null };
}

/** The answer had no person in it. */
export class NoUserError extends Error {
  constructor() {
    super('No user found.');
    this.name = 'NoUserError';
  }
}

const text = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''),
  z.string(),
);
const count = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}, z.number().nullable());
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const publicUserSchema = z
  .unknown()
  .transform((body) =>
    isObject(body) ? (isObject(body.user) ? body.user : isObject(body.data) ? body.data : body) : {},
  )
  .pipe(
    z
      .object({
        name: text,
        username: text,
        avatarUrl: text,
        profilePicture: text,
        bio: text,
        joinedAt: text,
        createdAt: text,
        stats: z.preprocess(
          (v) => (isObject(v) ? v : {}),
          z.object({ followers: count, following: count, posts: count }),
        ),
      })
      .loose(),
  );

export const publicUserQueryKey = (id: string) => ['users', id, 'public'] as const;

/** GET v1/users/{id}/public — in the spec; the deployed backend answers an HTML 404 for it today. */
export async function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  const u = await request({
    method: 'GET',
    url: `v1/users/${encodeURIComponent(id)}/public`,
    schema: publicUserSchema,
    signal,
  });
  if (!u.name && !u.username) throw new NoUserError();
  return {
    name: u.name,
    username: u.username,
    avatarUrl: u.avatarUrl || u.profilePicture,
    bio: u.bio,
    joinedAt: u.joinedAt || u.createdAt,
    stats: u.stats,
  };
}
