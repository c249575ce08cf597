import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { isRecord } from '@/lib/api/content-fields';
import { JOBS_QUERY_KEY, fetchJobs, type Job } from '@/lib/api/jobs';
import { queryClient } from '@/lib/api/query-client';
import { ApiError, errorBody, errorStatus } from '@/lib/errors';
import { request } from '@/lib/http';
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

/** How far apart the send and the stored `createdAt` may be for a job found on the board to be this one. */
export const POSTED_MATCH_WINDOW_MS = 10 * 60_000;

/** How a post ended: `recovered` when the answer was not a clean 201 but the job was found on the board. */
export interface PostedJob {
  jobId: string | null;
  recovered: boolean;
}

/**
 * A post whose answer was not a clean 201 and whose job is not on the board after all (`checked`), or could not be
 * looked for because the board did not load (`checked: false`). `cause` is the answer (or its absence).
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

/** The newest job on the board that is the one just sent: same title, company and description, made near `sentAt`. */
export function findPostedJob(jobs: readonly Job[], payload: JobPayload, sentAt: number): Job | null {
  let found: Job | null = null;
  for (const job of jobs) {
    if (!same(job.title, payload.jobTitle) || !same(job.companyName, payload.companyName)) continue;
    if (!same(job.description, payload.jobDescription) || !job.createdAt) continue;
    const created = Date.parse(job.createdAt);
    if (Math.abs(created - sentAt) > POSTED_MATCH_WINDOW_MS) continue;
    if (!found || created > Date.parse(found.createdAt!)) found = job;
  }
  return found;
}

function createdId(job: unknown): string | null {
  if (!job || typeof job !== 'object') return null;
  const id = (job as Record<string, unknown>)._id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * POST v1/jobs/create, sent exactly once (never retried: the call is not idempotent and carries no key). When the
 * answer leaves it open whether the job was stored, the board is read again and the job looked for before
 * anything is said.
 */
export async function createJob(payload: JobPayload): Promise<PostedJob> {
  const sentAt = Date.now();
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
      jobs = await fetchJobs();
    } catch {
      throw new PostNotConfirmedError(error, false);
    }
    const job = findPostedJob(jobs, payload, sentAt);
    if (!job) throw new PostNotConfirmedError(error, true);
    return { jobId: job.id, recovered: true };
  }
}

/** Posts the vacancy; once it is on the server (confirmed or found) the board is fetched again so it shows. */
export function useCreateJob() {
  return useMutation(
    { mutationFn: createJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }) },
    queryClient,
  );
}
