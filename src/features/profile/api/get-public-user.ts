import { z } from 'zod/mini';
import { isRecord, readNumber, readWith, text } from '@/lib/api/content-fields';
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

/** A count: a number of zero or more, else null. */
const count = readWith((v) => {
  const n = readNumber(v);
  return n !== null && n >= 0 ? n : null;
});

const publicUserSchema = z.pipe(
  readWith((body) =>
    isRecord(body) ? (isRecord(body.user) ? body.user : isRecord(body.data) ? body.data : body) : {},
  ),
  z.looseObject({
    name: text,
    username: text,
    avatarUrl: text,
    profilePicture: text,
    bio: text,
    joinedAt: text,
    createdAt: text,
    stats: z.pipe(
      readWith((v) => (isRecord(v) ? v : {})),
      z.object({ followers: count, following: count, posts: count }),
    ),
  }),
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
