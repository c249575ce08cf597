import { describe, expect, it } from 'vitest';
import { leaderboardErrorMessage } from '@/features/leaderboard/leaderboard-error';
import { LEADERBOARD_FALLBACK_ERROR } from '@/features/leaderboard/api/leaderboard';
import { ApiError, MESSAGES } from '@/lib/http/errors';
import { answeredError, unansweredError } from '../utils/axios-errors';

describe('the leaderboard failure text', () => {
  it("reads 'Error {status}: {message}' with the message from `message`, else `error`", () => {
    expect(
      leaderboardErrorMessage(answeredError(500, { success: false, error: 'Database unavailable' })),
    ).toBe('Error 500: Database unavailable');
    expect(leaderboardErrorMessage(answeredError(503, { message: 'Down for maintenance', error: 'x' }))).toBe(
      'Error 503: Down for maintenance',
    );
  });

  it("falls back to the spec's text when the body says nothing (an HTML error page)", () => {
    expect(leaderboardErrorMessage(answeredError(502, '<pre>Bad gateway</pre>'))).toBe(
      `Error 502: ${LEADERBOARD_FALLBACK_ERROR}`,
    );
  });

  it('gives the network messages of the catalogue when there is no answer', () => {
    const noReply = unansweredError();
    expect(leaderboardErrorMessage(noReply)).toBe(MESSAGES.noResponse);
  });

  it('shows the message of an answer without success true as it is', () => {
    expect(leaderboardErrorMessage(new ApiError('Leaderboard is being recalculated'))).toBe(
      'Leaderboard is being recalculated',
    );
  });
});
