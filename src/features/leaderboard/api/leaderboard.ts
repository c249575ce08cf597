import { ApiError } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import { isRecord, readNumber, readText } from '@/lib/http/read-fields';

/**
 * GET v1/leaderboard/all?page={n}&limit=10 (public). 200 `{ success: true, page, limit, contributors: [{ _id?,
 * userId, userType, name, bio, profilePicture, contributions }] }`; no total and no hasMore: more pages exist
 * while a page is full. Failures are 500 `{ success: false, error }` with no `message`.
 */

export interface Contributor {
  /** The key the list is de-duplicated by: `userId`, else the record's `_id`. Items with neither are dropped. */
  userId: string;
  /** The leaderboard record's own id ('' when absent). */
  recordId: string;
  userType: string;
  name: string;
  /** '' when absent (the UI shows 'No bio available!'). */
  bio: string;
  /** A same-origin path or a URL, unchecked here — render it through Avatar or Img. */
  profilePicture: string;
  contributions: number;
}

export interface LeaderboardPage {
  contributors: Contributor[];
  /** The page was full, so another may follow. */
  hasMore: boolean;
}

export const LEADERBOARD_PAGE_SIZE = 10;
/** The spec's text when a 2xx answer does not say success true and gives no reason. */
export const LEADERBOARD_FALLBACK_ERROR = 'Something went wrong while fetching contributors.';
export const LEADERBOARD_QUERY_KEY = ['leaderboard'] as const;

/** The envelope; `success` is checked by toLeaderboardPage, as the spec asks. */
export interface LeaderboardResponse {
  success: unknown;
  message: string;
  error: string;
  /** `contributors`, else `data`, when it is a list. */
  list: unknown[] | undefined;
}

/** Any object is an envelope (a list held under neither key reads as none); anything else is unexpected. */
export function readLeaderboardAnswer(body: unknown): LeaderboardResponse | undefined {
  if (!isRecord(body)) return undefined;
  const list = [body.contributors, body.data].find(Array.isArray);
  return { success: body.success, message: readText(body.message), error: readText(body.error), list };
}

/** One raw item as a Contributor, or null when it is not an object or has no id at all. */
export function toContributor(item: unknown): Contributor | null {
  if (!isRecord(item)) return null;
  const recordId = readText(item._id);
  const userId = readText(item.userId) || recordId;
  if (!userId) return null;
  return {
    userId,
    recordId,
    userType: readText(item.userType),
    name: readText(item.name),
    bio: readText(item.bio),
    profilePicture: readText(item.profilePicture),
    contributions: Math.max(0, readNumber(item.contributions) ?? 0),
  };
}

/** A parsed answer as one page; throws the server's reason (or the spec's fallback) unless it says success true. */
export function toLeaderboardPage(body: LeaderboardResponse): LeaderboardPage {
  if (body.success !== true)
    throw new ApiError(body.message || body.error || LEADERBOARD_FALLBACK_ERROR, undefined, body);
  const raw = body.list ?? [];
  return {
    contributors: mergeContributors(
      [],
      raw.map(toContributor).filter((c): c is Contributor => c !== null),
    ),
    // Judged on what the server sent, not on what survived: a full page means "ask for the next".
    hasMore: raw.length >= LEADERBOARD_PAGE_SIZE,
  };
}

/** Page `page` (1-based) of the leaderboard. */
export async function fetchLeaderboardPage(page: number, signal?: AbortSignal): Promise<LeaderboardPage> {
  const body = await request({
    method: 'GET',
    url: 'v1/leaderboard/all',
    params: { page, limit: LEADERBOARD_PAGE_SIZE },
    read: readLeaderboardAnswer,
    signal,
  });
  return toLeaderboardPage(body);
}

/**
 * Appends a page to what is shown. Equal counts may reorder between pages on the server, so a contributor
 * already listed is not listed again (the first position wins).
 */
export function mergeContributors(
  existing: readonly Contributor[],
  next: readonly Contributor[],
): Contributor[] {
  const seen = new Set(existing.map((c) => c.userId));
  const merged = [...existing];
  for (const c of next) {
    if (seen.has(c.userId)) continue;
    seen.add(c.userId);
    merged.push(c);
  }
  return merged;
}

const SHOWN_HEAD = 2;
const SHOWN_TAIL = 3;

/** The spec's displayed user id: the first 2 and last 3 characters of userId, upper case ("64a1…002" → "64002"). */
export function displayUserId(userId: string): string {
  const id = userId.trim();
  if (id.length <= SHOWN_HEAD + SHOWN_TAIL) return id.toUpperCase();
  return `${id.slice(0, SHOWN_HEAD)}${id.slice(-SHOWN_TAIL)}`.toUpperCase();
}
