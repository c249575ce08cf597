import { describe, expect, it } from 'vitest';
import { SEARCH_TERMS } from '@/data/search-terms';
import { fetchLeaderboardPage } from '@/features/leaderboard/api/leaderboard';
import { fetchSuggestions } from '@/features/search/api/search';
import { toErrorMessage } from '@/lib/http/errors';
import { request } from '@/lib/http/client';

const arm = (data: unknown) => request({ method: 'POST', url: '__demo/faults', data, read: (body) => body });
const disarm = () => request({ method: 'DELETE', url: '__demo/faults', read: (body) => body });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return toErrorMessage(error);
  }
  throw new Error('expected a failure');
}

describe('demo API for the landing page', () => {
  it.each(SEARCH_TERMS)('the suggestion tag "%s" finds something', async (term) => {
    expect((await fetchSuggestions(term)).length).toBeGreaterThan(0);
  });

  it('fails a path on request until told to stop, with the body or no answer at all', async () => {
    await arm({
      path: 'v1/leaderboard/all',
      status: 500,
      body: { success: false, error: 'Database unavailable' },
    });
    await arm({ path: '/v1/search/suggest/', status: 0 });
    try {
      expect(await failure(fetchLeaderboardPage(1))).toBe('Database unavailable');
      expect(await failure(fetchSuggestions('react'))).toBe(
        'No response from server. Please refresh/try again.',
      );
    } finally {
      await disarm();
    }
    expect((await fetchLeaderboardPage(1)).contributors).toHaveLength(10);
    expect((await fetchSuggestions('react')).length).toBeGreaterThan(0);
  });

  it('refuses a fault it cannot play', async () => {
    expect(await failure(arm({ path: 'v1/leaderboard/all', status: 200 }))).toMatch(/Expected \{ path/);
    expect(await failure(arm({ status: 500 }))).toMatch(/Expected \{ path/);
  });
});
