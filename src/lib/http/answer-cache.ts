import { queryClient } from '@/lib/http/query-client';

/** Drops every cached answer: a logout, or a session that ended here or in another tab. */
export function clearAnswerCache(): void {
  queryClient.clear();
}
