import { describe, expect, it, vi } from 'vitest';

describe('clearing cached answers from the up-front code', () => {
  it('does nothing while the data layer has not loaded: there is no cache yet', async () => {
    vi.resetModules();
    const { clearAnswerCache } = await import('@/lib/http/answer-cache');
    expect(() => clearAnswerCache()).not.toThrow();
  });

  it('empties the query cache, which registers itself as it loads', async () => {
    vi.resetModules();
    const { clearAnswerCache } = await import('@/lib/http/answer-cache');
    const { queryClient } = await import('@/lib/http/query-client');
    queryClient.setQueryData(['jobs'], [{ id: 'a' }]);
    clearAnswerCache();
    expect(queryClient.getQueryData(['jobs'])).toBeUndefined();
  });
});
