import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { request } from '@/lib/http/client';
import { ApiError, errorStatus } from '@/lib/http/errors';
import { isRecord } from '@/lib/http/read-fields';
import { JOBS_QUERY_KEY, fetchServerJobs } from '@/entities/job/jobs';
import { markPostingClosed } from '@/entities/job/my-postings';

/**
 * DELETE v1/jobs/delete/:id (a recruiter's or an admin's token, any job), sent once. The backend deletes the job and
 * then mails the recruiter; a failing mail still answers 500 "Failed to delete job", with the job already gone. So a
 * 5xx (or no answer) is settled by reading the server's board, never by sending the delete again.
 */

/** `closed`: deleted now (or found gone after an unclear answer); `already-gone`: the backend's 404. */
export type CloseOutcome = 'closed' | 'already-gone';

/** The job is still on the board after an unclear answer (`checked`), or the board could not be read. */
export class CloseNotConfirmedError extends Error {
  constructor(
    readonly cause: unknown,
    readonly checked: boolean,
  ) {
    super('The posting could not be confirmed closed');
    this.name = 'CloseNotConfirmedError';
  }
}

/** Whether a failed delete may have deleted all the same: no answer, a 5xx, or a 2xx of another shape. */
export function mayHaveBeenDeleted(error: unknown): boolean {
  if (isAxiosError(error) && !error.response) return true;
  const status = errorStatus(error);
  if (status === undefined) return !(error instanceof ApiError);
  return status >= 500 || status < 300;
}

export async function closeJob(id: string): Promise<CloseOutcome> {
  try {
    await request({
      method: 'DELETE',
      url: `v1/jobs/delete/${encodeURIComponent(id)}`,
      read: (body) => (isRecord(body) ? body : undefined),
      auth: true,
      once: true,
    });
    return 'closed';
  } catch (error) {
    if (errorStatus(error) === 404) return 'already-gone';
    if (!mayHaveBeenDeleted(error)) throw error;
    let stillThere: boolean;
    try {
      stillThere = (await fetchServerJobs()).some((job) => job.id === id);
    } catch {
      throw new CloseNotConfirmedError(error, false);
    }
    if (stillThere) throw new CloseNotConfirmedError(error, true);
    return 'closed';
  }
}

/** Closes one of this account's postings; the board is read again whatever happened, so it shows the truth. */
export function useCloseJob(person: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: (_outcome, id) => markPostingClosed(person, id),
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
