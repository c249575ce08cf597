import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { isRecord } from '@/lib/http/read-fields';
import { JOBS_QUERY_KEY, fetchServerJobs, type Job } from '@/entities/job/jobs';
import { usePerson } from '@/entities/job/job-marks';
import { rememberPosting } from '@/entities/job/my-postings';
import { queryClient } from '@/lib/http/query-client';
import { jobsQuery } from '@/entities/job/use-jobs';
import { ApiError, errorBody, errorStatus } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import type { JobPayload } from '../post-job-form';

interface CreateJobAnswer {
  success?: boolean;
  message?: string;
  error?: string;
  job?: unknown;
}

const isOptional = (v: unknown, type: 'boolean' | 'string') => v === undefined || typeof v === type;

/** 201 `{ success: true, message, job }`; a 2xx that says `success: false` is still a refusal. */
function readCreateJobAnswer(body: unknown): CreateJobAnswer | undefined {
  if (!isRecord(body) || !isOptional(body.success, 'boolean')) return undefined;
  return isOptional(body.message, 'string') && isOptional(body.error, 'string') ? body : undefined;
}

/** How a post ended: `recovered` when the answer was not a clean 201 but the job was found on the board. */
export interface PostedJob {
  jobId: string | null;
  recovered: boolean;
}

/**
 * A post whose answer was not a clean 201 and whose job is not on the board after all (`checked`), or could not be
 * looked for (`checked: false`): the server's board did not load, or the board before sending was not known, so a
 * job like it there may be an older one. `cause` is the answer (or its absence).
 */
export class PostNotConfirmedError extends Error {
  constructor(
    readonly cause: unknown,
    readonly checked: boolean,
  ) {
    super('The vacancy could not be confirmed');
    this.name = 'PostNotConfirmedError';
  }
}

/**
 * Whether an answer leaves it open that the job was stored. The backend saves the job and then mails the
 * recruiter; a failing mail still answers 400 "Job creation failed" with the mailer's text in `error`. So only a
 * validation refusal, or a refusal of the request itself (401, 403, an HTML error page), says it was not.
 */
export function mayHaveBeenStored(error: unknown): boolean {
  if (isAxiosError(error) && !error.response) return true;
  const status = errorStatus(error);
  if (status === undefined) return !(error instanceof ApiError);
  if (status >= 500) return true;
  const body = errorBody(error);
  const isJson = !!body && typeof body === 'object';
  if (status === 400 && isJson) {
    const text = (body as Record<string, unknown>).error;
    return !(typeof text === 'string' && text.trimStart().startsWith('Job validation failed'));
  }
  // A 2xx that is not a clean 201 (an ApiError with a 2xx status: success false, or a body of another shape).
  return status < 300;
}

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The job just sent, on the board: the same title, company and description, under an id that was not on the board
 * before sending (`before`). Not by date: the device's clock may be off, and the server's is not the device's. The
 * newest of them (the board comes oldest first) if there are several.
 */
export function findPostedJob(
  jobs: readonly Job[],
  payload: JobPayload,
  before: ReadonlySet<string>,
): Job | null {
  let found: Job | null = null;
  for (const job of jobs) {
    if (before.has(job.id) || !same(job.title, payload.jobTitle)) continue;
    if (same(job.companyName, payload.companyName) && same(job.description, payload.jobDescription))
      found = job;
  }
  return found;
}

/**
 * The ids on the board before sending: the board this tab has loaded, else read now (a copy the offline worker
 * saved will do, as it only tells what was there before). Null when there is no board to be had.
 */
async function boardIdsBefore(): Promise<ReadonlySet<string> | null> {
  try {
    return new Set((await queryClient.ensureQueryData(jobsQuery)).map((job) => job.id));
  } catch {
    return null;
  }
}

function createdId(job: unknown): string | null {
  if (!job || typeof job !== 'object') return null;
  const id = (job as Record<string, unknown>)._id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * POST v1/jobs/create, sent exactly once (never retried: the call is not idempotent and carries no key). When the
 * answer leaves it open whether the job was stored, the server's board is read again and the job looked for among
 * the ids that were not on it before, before anything is said.
 */
export async function createJob(payload: JobPayload): Promise<PostedJob> {
  const before = await boardIdsBefore();
  try {
    const body = await request({
      method: 'POST',
      url: 'v1/jobs/create',
      data: payload,
      read: readCreateJobAnswer,
      auth: true,
      once: true,
    });
    if (body.success === false) throw new ApiError(body.message || body.error || '', 200, body);
    return { jobId: createdId(body.job), recovered: false };
  } catch (error) {
    if (!mayHaveBeenStored(error)) throw error;
    let jobs: Job[];
    try {
      jobs = await fetchServerJobs();
    } catch {
      throw new PostNotConfirmedError(error, false);
    }
    const job = findPostedJob(jobs, payload, before ?? new Set());
    if (!job) throw new PostNotConfirmedError(error, true);
    // A job like it, with no board from before to tell whether it is this one or an older one.
    if (!before) throw new PostNotConfirmedError(error, false);
    return { jobId: job.id, recovered: true };
  }
}

/**
 * Posts the vacancy; once it is on the server (confirmed or found) the board is fetched again so it shows, and its id
 * is kept for this account's My postings (the backend records no owner). `remembered` is false when this browser's
 * storage refused it.
 */
export function useCreateJob() {
  const client = useQueryClient();
  const person = usePerson();
  return useMutation({
    mutationFn: async (payload: JobPayload) => {
      const posted = await createJob(payload);
      const remembered = !!posted.jobId && rememberPosting(person, posted.jobId, payload);
      return { ...posted, remembered };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
