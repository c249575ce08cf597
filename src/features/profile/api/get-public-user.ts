import { isRecord, readNumber, readRecord, readText } from '@/lib/http/read-fields';
import { request } from '@/lib/http/client';

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
function readCount(v: unknown): number | null {
  const n = readNumber(v);
  return n !== null && n >= 0 ? n : null;
}

export const publicUserQueryKey = (id: string) => ['users', id, 'public'] as const;

/** GET v1/users/{id}/public — in the spec; the deployed backend answers an HTML 404 for it today. */
export async function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  const body = await request({
    method: 'GET',
    url: `v1/users/${encodeURIComponent(id)}/public`,
    read: readRecord,
    signal,
  });
  // The person is the body itself, or under `user` or `data`.
  const u = isRecord(body.user) ? body.user : isRecord(body.data) ? body.data : body;
  const name = readText(u.name);
  const username = readText(u.username);
  if (!name && !username) throw new NoUserError();
  const stats = readRecord(u.stats);
  return {
    name,
    username,
    avatarUrl: readText(u.avatarUrl) || readText(u.profilePicture),
    bio: readText(u.bio),
    joinedAt: readText(u.joinedAt) || readText(u.createdAt),
    stats: {
      followers: readCount(stats.followers),
      following: readCount(stats.following),
      posts: readCount(stats.posts),
    },
  };
}
