import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import {
  LEADERBOARD_FALLBACK_ERROR,
  displayUserId,
  readLeaderboardAnswer,
  mergeContributors,
  toContributor,
  toLeaderboardPage,
  type Contributor,
} from '@/features/leaderboard/api/leaderboard';
import { readOk } from '../utils/read';

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  _id: `rec${n}`,
  userId: `user${n}`,
  userType: 'Developer',
  name: `Person ${n}`,
  bio: `Bio ${n}`,
  profilePicture: '',
  contributions: 100 - n,
  ...extra,
});

const page = (body: unknown) => toLeaderboardPage(readOk(readLeaderboardAnswer, body));

describe('leaderboard adapter', () => {
  it('reads contributors, keeping the fields the card shows', () => {
    const { contributors } = page({ success: true, page: 1, limit: 10, contributors: [item(1)] });
    expect(contributors).toEqual([
      {
        userId: 'user1',
        recordId: 'rec1',
        userType: 'Developer',
        name: 'Person 1',
        bio: 'Bio 1',
        profilePicture: '',
        contributions: 99,
      },
    ]);
  });

  it('has more while a page is full (10) and not after a short page', () => {
    const full = Array.from({ length: 10 }, (_, i) => item(i));
    expect(page({ success: true, contributors: full }).hasMore).toBe(true);
    expect(page({ success: true, contributors: full.slice(0, 9) }).hasMore).toBe(false);
    expect(page({ success: true, contributors: [] })).toEqual({ contributors: [], hasMore: false });
  });

  it('judges a full page on what the server sent, even when malformed items are dropped', () => {
    const raw = [...Array.from({ length: 8 }, (_, i) => item(i)), null, { name: 'no ids' }];
    const result = page({ success: true, contributors: raw });
    expect(result.contributors).toHaveLength(8);
    expect(result.hasMore).toBe(true);
  });

  it('falls back to _id when userId is missing, and reads numeric text counts', () => {
    expect(toContributor({ _id: 'r', contributions: '12' })).toMatchObject({
      userId: 'r',
      contributions: 12,
      bio: '',
    });
    expect(toContributor({ userId: 'u', contributions: 'many' })).toMatchObject({ contributions: 0 });
    expect(toContributor('x')).toBeNull();
  });

  it("refuses an answer without success true: the server's message, else its error, else the spec's text", () => {
    expect(() => page({ success: false, message: 'Down for maintenance', contributors: [] })).toThrow(
      'Down for maintenance',
    );
    expect(() => page({ error: 'Mongo timeout' })).toThrow('Mongo timeout');
    expect(() => page({ contributors: [item(1)] })).toThrow(LEADERBOARD_FALLBACK_ERROR);
    expect(() => page({})).toThrow(ApiError);
  });

  it('merges a next page, dropping contributors already listed (by userId) and keeping their first position', () => {
    const c = (id: string, contributions = 5): Contributor => ({
      userId: id,
      recordId: '',
      userType: '',
      name: id,
      bio: '',
      profilePicture: '',
      contributions,
    });
    const existing = [c('a'), c('b'), c('c')];
    const merged = mergeContributors(existing, [c('c', 9), c('d'), c('d'), c('e')]);
    expect(merged.map((x) => x.userId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(merged[2]!.contributions).toBe(5);
    expect(existing).toHaveLength(3);
  });

  it('shows the first 2 and last 3 characters of the user id, upper case', () => {
    expect(displayUserId('64a1000000000000000000ab')).toBe('640AB');
    expect(displayUserId('abc')).toBe('ABC');
  });
});
