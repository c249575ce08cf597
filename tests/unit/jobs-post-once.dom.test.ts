import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PostNotConfirmedError,
  createJob,
  findPostedJob,
  mayHaveBeenStored,
} from '@/features/jobs/api/create-job';
import type { JobPayload } from '@/features/jobs/post-job-form';
import { JOBS_QUERY_KEY, toJobs } from '@/entities/job/jobs';
import { queryClient } from '@/lib/http/query-client';
import { ApiError } from '@/lib/http/errors';
import { NETWORK_ONLY_PARAM } from '@/lib/http/offline-copies';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { job } from '../utils/job';
import { loginAs } from '../utils/session';
import { answeredError, unansweredError } from '../utils/axios-errors';

describe('which answers leave it open that the job was stored', () => {
  it.each([
    ['no answer at all', unansweredError(), true],
    ['a timeout', unansweredError('ECONNABORTED', 'timeout'), true],
    ['a 500', answeredError(500, { message: 'Server error' }), true],
    ['a 502 HTML page', answeredError(502, '<html>Bad gateway</html>'), true],
    [
      'a 400 from the mailer',
      answeredError(400, {
        success: false,
        message: 'Job creation failed',
        error: 'Missing credentials for "PLAIN"',
      }),
      true,
    ],
    [
      'a 400 with no error text',
      answeredError(400, { success: false, message: 'Job creation failed' }),
      true,
    ],
    ['a 2xx that says success false', new ApiError('', 200, { success: false }), true],
    ['a 201 whose body is not JSON', new ApiError('Invalid JSON response from server', 201, '<html>'), true],
    [
      'a 400 validation refusal',
      answeredError(400, {
        success: false,
        message: 'Job creation failed',
        error: 'Job validation failed: jobType: x',
      }),
      false,
    ],
    ['a 400 HTML page (malformed JSON)', answeredError(400, '<pre>SyntaxError</pre>'), false],
    ['a 401', answeredError(401, { message: 'No token provided' }), false],
    ['a 403', answeredError(403, { message: 'Access denied. Not recruiter or admin.' }), false],
    ['a 413', answeredError(413, '<pre>PayloadTooLargeError</pre>'), false],
    ['the session ended before sending', new ApiError('Your session has expired.', 401), false],
  ])('%s → %s', (_case, error, expected) => {
    expect(mayHaveBeenStored(error)).toBe(expected);
  });
});

describe('finding the job just sent on the board', () => {
  const payload = {
    jobTitle: 'Platform Engineer',
    companyName: 'ByteForge',
    jobDescription: 'Run the platform every team builds on.',
  } as JobPayload;
  const mine = (over = {}) =>
    job({
      id: 'mine',
      title: 'Platform Engineer',
      companyName: 'ByteForge',
      description: payload.jobDescription,
      createdAt: '2026-11-26T10:00:02Z',
      ...over,
    });
  const before = new Set(['old-1', 'old-2']);

  it('matches title, company and description under an id that was not on the board before sending', () => {
    expect(findPostedJob([mine()], payload, before)?.id).toBe('mine');
    expect(findPostedJob([mine({ title: ' Platform Engineer ' })], payload, before)?.id).toBe('mine');
  });

  it('whatever its date: the device’s clock may be a year off, or the server may send none', () => {
    expect(findPostedJob([mine({ createdAt: '2025-01-01T00:00:00Z' })], payload, before)?.id).toBe('mine');
    expect(findPostedJob([mine({ createdAt: '2030-01-01T00:00:00Z' })], payload, before)?.id).toBe('mine');
    expect(findPostedJob([mine({ createdAt: null })], payload, before)?.id).toBe('mine');
  });

  it('a job that was on the board before sending is never it, however alike and however recent', () => {
    expect(findPostedJob([mine({ id: 'old-1' })], payload, before)).toBeNull();
  });

  it('needs all three to match', () => {
    expect(findPostedJob([mine({ title: 'Platform Engineer II' })], payload, before)).toBeNull();
    expect(findPostedJob([mine({ companyName: 'Other' })], payload, before)).toBeNull();
    expect(findPostedJob([mine({ description: 'Something else entirely.' })], payload, before)).toBeNull();
  });

  it('takes the newest new one, the board coming oldest first', () => {
    const jobs = [mine({ id: 'old-2' }), mine({ id: 'older' }), mine({ id: 'newer' })];
    expect(findPostedJob(jobs, payload, before)?.id).toBe('newer');
  });
});

describe('createJob after an answer that leaves it open', () => {
  const payload = {
    jobTitle: 'Lost Reply Engineer',
    companyName: 'Nimbus',
    jobDescription: 'Keep the lights on.',
  } as JobPayload;
  /** The server stores the job (dated by its own clock, a year off), and the reply is lost. */
  const storingThenLosingTheReply = () =>
    server.use(
      http.post('*/v1/jobs/create', () => {
        getDb().jobs.push({
          ...getDb().jobs[0]!,
          _id: '64c10000000000000000abcd',
          jobTitle: payload.jobTitle,
          companyName: payload.companyName,
          jobDescription: payload.jobDescription,
          createdAt: '2020-01-01T00:00:00.000Z',
        });
        return HttpResponse.error();
      }),
    );
  /** The reads of the board, as sent. */
  function boardReads() {
    const reads: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/v1/jobs/all') reads.push(url);
    });
    return reads;
  }
  afterEach(() => server.events.removeAllListeners());

  it('notes the board before sending, then asks the server itself (never a saved copy), and finds the job by its new id', async () => {
    loginAs('recruiter');
    storingThenLosingTheReply();
    const reads = boardReads();
    await expect(createJob(payload)).resolves.toEqual({ jobId: '64c10000000000000000abcd', recovered: true });
    expect(reads).toHaveLength(2);
    expect(reads[0]!.searchParams.has(NETWORK_ONLY_PARAM)).toBe(false);
    expect(reads[1]!.searchParams.get(NETWORK_ONLY_PARAM)).toBeTruthy();
  });

  it('takes the ids before from the board this tab has loaded: nothing more is read before sending', async () => {
    loginAs('recruiter');
    const { jobs } = (await (await fetch('http://127.0.0.1/v1/jobs/all')).json()) as { jobs: unknown[] };
    queryClient.setQueryData(JOBS_QUERY_KEY, toJobs(jobs));
    storingThenLosingTheReply();
    const reads = boardReads();
    await expect(createJob(payload)).resolves.toMatchObject({ recovered: true });
    expect(reads.map((url) => url.searchParams.has(NETWORK_ONLY_PARAM))).toEqual([true]);
  });

  it('with no board to be had before sending, a job like it cannot be told from an older one: not confirmed', async () => {
    loginAs('recruiter');
    let boardDown = true;
    server.use(
      http.get('*/v1/jobs/all', () =>
        boardDown ? HttpResponse.json({ message: 'down' }, { status: 404 }) : undefined,
      ),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('v1/jobs/create')) boardDown = false;
    });
    storingThenLosingTheReply();
    const failure = await createJob(payload).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PostNotConfirmedError);
    expect((failure as PostNotConfirmedError).checked).toBe(false);
  });
});

describe("createJob reads the 201's answer", () => {
  const payload = { jobTitle: 'Answer Reader', companyName: 'Nimbus', jobDescription: 'x' } as JobPayload;
  const answering = (body: Record<string, unknown> | unknown[]) =>
    server.use(http.post('*/v1/jobs/create', () => HttpResponse.json(body, { status: 201 })));

  it('a clean 201 gives the new id', async () => {
    loginAs('recruiter');
    answering({ success: true, message: 'Job created', job: { _id: 'j-new' } });
    await expect(createJob(payload)).resolves.toEqual({ jobId: 'j-new', recovered: false });
  });

  it.each([
    ['success as text', { success: 'true', job: { _id: 'j-new' } }],
    ['a message that is not text', { success: true, message: { text: 'ok' } }],
    ['an error that is not text', { success: true, error: 500 }],
    ['a list', [{ _id: 'j-new' }]],
  ])('%s is not a clean answer: the board is looked at before anything is said', async (_, body) => {
    loginAs('recruiter');
    answering(body);
    const failure = await createJob(payload).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PostNotConfirmedError);
    expect((failure as PostNotConfirmedError).checked).toBe(true);
  });
});
