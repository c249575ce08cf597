import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  POSTED_MATCH_WINDOW_MS,
  PostNotConfirmedError,
  createJob,
  findPostedJob,
  mayHaveBeenStored,
} from '@/features/jobs/api/create-job';
import type { JobPayload } from '@/features/jobs/post-job-form';
import { ApiError } from '@/lib/errors';
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
  const sentAt = Date.parse('2026-11-26T10:00:00Z');
  const at = (ms: number) => new Date(sentAt + ms).toISOString();
  const mine = (over = {}) =>
    job({
      id: 'mine',
      title: 'Platform Engineer',
      companyName: 'ByteForge',
      description: payload.jobDescription,
      createdAt: at(2_000),
      ...over,
    });

  it('matches title, company and description, made within 10 minutes of sending either way (clocks differ)', () => {
    expect(findPostedJob([mine()], payload, sentAt)?.id).toBe('mine');
    expect(findPostedJob([mine({ createdAt: at(-POSTED_MATCH_WINDOW_MS) })], payload, sentAt)?.id).toBe(
      'mine',
    );
    expect(findPostedJob([mine({ createdAt: at(POSTED_MATCH_WINDOW_MS + 1) })], payload, sentAt)).toBeNull();
    expect(findPostedJob([mine({ createdAt: at(-POSTED_MATCH_WINDOW_MS - 1) })], payload, sentAt)).toBeNull();
  });

  it('needs all three to match, and a date', () => {
    expect(findPostedJob([mine({ title: 'Platform Engineer II' })], payload, sentAt)).toBeNull();
    expect(findPostedJob([mine({ companyName: 'Other' })], payload, sentAt)).toBeNull();
    expect(findPostedJob([mine({ description: 'Something else entirely.' })], payload, sentAt)).toBeNull();
    expect(findPostedJob([mine({ createdAt: null })], payload, sentAt)).toBeNull();
  });

  it('takes the newest when there are several', () => {
    const jobs = [mine({ id: 'older', createdAt: at(-60_000) }), mine({ id: 'newer', createdAt: at(1_000) })];
    expect(findPostedJob(jobs, payload, sentAt)?.id).toBe('newer');
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
