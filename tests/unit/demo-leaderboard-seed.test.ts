import { describe, expect, it } from 'vitest';
import { displayUserId } from '@/features/leaderboard/api/leaderboard';
import { seedContributors } from '@/mocks/seed/leaderboard';

describe("the demo leaderboard's seed", () => {
  it('gives no two contributors the same displayed ID (first two and last three characters)', () => {
    const shown = seedContributors().map((c) => displayUserId(c.userId));
    expect(new Set(shown).size).toBe(shown.length);
  });
});
