import { describe, expect, it } from 'vitest';
import { clearAnswerCache } from '@/lib/http/answer-cache';
import { queryClient } from '@/lib/http/query-client';

describe('clearing cached answers (a logout, a session that ended)', () => {
  it('empties the query cache', () => {
    queryClient.setQueryData(['jobs'], [{ id: 'a' }]);
    clearAnswerCache();
    expect(queryClient.getQueryData(['jobs'])).toBeUndefined();
  });
});
