import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { VALID_DESCRIPTION, armFault, fillValidJob } from '../utils/post-job';
import { renderRoute } from '../utils/render-route';

const postButton = () => screen.getByRole('button', { name: 'Post Vacancy' });
const DRAFT_KEY = /^codershub:post-job-draft:/;
const hasDraft = () => Object.keys(sessionStorage).some((k) => DRAFT_KEY.test(k));

/** Every request the app sends, as "METHOD /path", from the moment this is called. */
function recordRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/v1/')) sent.push(`${request.method} ${path}`);
  });
  return sent;
}

const stored = () => getDb().jobs.filter((j) => j.jobTitle === 'Platform Engineer');

beforeEach(() => sessionStorage.clear());
afterEach(() => server.events.removeAllListeners());

describe('every spec job type can be posted (Internship and Contract ride on a reserved keyword)', () => {
  it.each([
    ['Internship', 'type:internship'],
    ['Contract', 'type:contract'],
  ])(
    '%s is sent as Full-time with %s, and reads back as its own type on the board',
    async (type, keyword) => {
      const bodies: unknown[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.url.includes('v1/jobs/create')) bodies.push(await request.clone().json());
      });
      const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
      await fillValidJob(user, { jobType: type, keywords: `platform, ${keyword}, infra` });
      await user.click(postButton());
      expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
      // A reserved keyword the recruiter typed is dropped; the one the type needs is added once.
      expect(bodies).toEqual([
        expect.objectContaining({ jobType: 'Full-time', keywords: ['platform', 'infra', keyword] }),
      ]);
      expect(stored()).toEqual([expect.objectContaining({ jobType: 'Full-time' })]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/career'));
      const card = (await screen.findAllByRole('article')).find((a) =>
        a.textContent?.includes('Platform Engineer'),
      )!;
      expect(card).toHaveTextContent(type);
      expect(card).not.toHaveTextContent('Full-time');
      expect(card).not.toHaveTextContent(keyword);
    },
  );

  it.each(['Full-time', 'Part-time', 'Remote'])(
    '%s is sent as it is, with only the typed keywords',
    async (type) => {
      const bodies: unknown[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.url.includes('v1/jobs/create')) bodies.push(await request.clone().json());
      });
      const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
      await fillValidJob(user, { jobType: type });
      await user.click(postButton());
      expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
      expect(bodies).toEqual([expect.objectContaining({ jobType: type, keywords: ['platform', 'infra'] })]);
    },
  );

  it('the demo API refuses Internship itself, as the backend enum does', async () => {
    const answer = await fetch('http://127.0.0.1/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'recruiter@codershub.dev', password: 'Password123' }),
    });
    const { token } = (await answer.json()) as { token: string };
    const refused = await fetch('http://127.0.0.1/v1/jobs/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ jobType: 'Internship' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain(
      'jobType: `Internship` is not a valid enum value for path `jobType`.',
    );
  });
});

describe('a vacancy is posted exactly once, and the recruiter is told the truth', () => {
  it('the mail fails after the save (400 "Job creation failed"): the board is read, the job found, the recruiter taken to it', async () => {
    await armFault({
      path: 'v1/jobs/create',
      status: 400,
      afterSave: true,
      body: { success: false, message: 'Job creation failed', error: 'Missing credentials for "PLAIN"' },
    });
    const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValidJob(user);
    expect(hasDraft()).toBe(true);
    const sent = recordRequests();
    await user.click(postButton());
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        /The server reported a problem after receiving your vacancy, so we checked the jobs board: it is posted\./,
      ),
    ).toBeInTheDocument();
    const [job] = stored();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-details/${job!._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    expect(sent.filter((r) => r === 'POST /v1/jobs/create')).toHaveLength(1);
    // The board was read before anything was said.
    expect(sent.lastIndexOf('GET /v1/jobs/all')).toBeGreaterThan(sent.indexOf('POST /v1/jobs/create'));
    expect(hasDraft()).toBe(false);
  });

  it('the reply is lost after the save: the request layer does not send it again, and the job is found', async () => {
    await armFault({ path: 'v1/jobs/create', status: 0, afterSave: true });
    const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValidJob(user);
    const sent = recordRequests();
    await user.click(postButton());
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-details/${stored()[0]!._id}`));
    expect(stored()).toHaveLength(1);
    expect(sent.filter((r) => r === 'POST /v1/jobs/create')).toEqual(['POST /v1/jobs/create']);
    expect(hasDraft()).toBe(false);
  });

  it.each([
    ['no answer at all', { status: 0 }, 'Error: No response from server. Please refresh/try again.'],
    ['a 500 before the save', { status: 500, body: { message: 'Server error' } }, 'Error: Server error'],
  ])(
    '%s and no job on the board: the recruiter is told it was not posted; form and draft stay',
    async (_c, fault, message) => {
      await armFault({ path: 'v1/jobs/create', ...fault });
      const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
      await fillValidJob(user);
      const sent = recordRequests();
      await user.click(postButton());
      const alert = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
      expect(alert).toHaveTextContent(
        'We checked the jobs board: your vacancy is not on it, so it was not posted. Everything you typed is kept; you can post it again.',
      );
      // The board's ids before sending (this tab had not loaded it), the post, the board as the server has it now.
      expect(sent).toEqual(['GET /v1/jobs/all', 'POST /v1/jobs/create', 'GET /v1/jobs/all']);
      expect(stored()).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/career/post-job');
      expect(screen.getByLabelText(/^Job description/)).toHaveValue(VALID_DESCRIPTION);
      expect(hasDraft()).toBe(true);
      expect(postButton()).toBeEnabled();
    },
  );

  it('when the board cannot be read either, says it could not check, and keeps everything', async () => {
    await armFault({ path: 'v1/jobs/create', status: 0 });
    await armFault({ path: 'v1/jobs/all', status: 500, body: { message: 'down' } });
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValidJob(user);
    await user.click(postButton());
    const alert = (await screen.findByText(/We could not check the jobs board/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Open the jobs board in a new tab' })).toHaveAttribute(
      'href',
      '/career',
    );
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
    expect(hasDraft()).toBe(true);
  });

  it('a job just like it that was on the board before sending is not taken for this one, however recent', async () => {
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    getDb().jobs.push({
      ...getDb().jobs[0]!,
      _id: '64c1000000000000000000ee',
      jobTitle: 'Platform Engineer',
      companyName: 'ByteForge',
      jobDescription: VALID_DESCRIPTION,
      createdAt: aMinuteAgo,
      updatedAt: aMinuteAgo,
    });
    await armFault({ path: 'v1/jobs/create', status: 0 });
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValidJob(user);
    await user.click(postButton());
    expect(await screen.findByText(/your vacancy is not on it, so it was not posted/)).toBeInTheDocument();
  });

  it("on a device whose clock is an hour behind the server's, the job stored before the reply was lost is found", async () => {
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 60 * 60_000);
    onTestFinished(() => clock.mockRestore());
    await armFault({ path: 'v1/jobs/create', status: 0, afterSave: true });
    const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValidJob(user);
    await user.click(postButton());
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-details/${stored()[0]!._id}`));
    expect(stored()).toHaveLength(1);
  });

  it('a second press while the first is on its way sends nothing more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let posts = 0;
    server.use(
      http.post('*/v1/jobs/create', async () => {
        posts += 1;
        await gate;
        return HttpResponse.json(
          { success: true, message: 'Job created successfully', job: { _id: 'x' } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValidJob(user);
    const button = postButton();
    button.click();
    button.click();
    button.closest('form')!.requestSubmit();
    await waitFor(() => expect(posts).toBe(1));
    release();
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(posts).toBe(1);
  });
});
