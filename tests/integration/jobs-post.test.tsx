import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { storeToken } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { fillValidJob, inDays } from '../utils/post-job';
import { renderRoute } from '../utils/render-route';
import { loginAs } from '../utils/session';

beforeEach(() => sessionStorage.clear());
afterEach(() => server.events.removeAllListeners());

const fillValid = fillValidJob;

const postButton = () => screen.getByRole('button', { name: 'Post Vacancy' });

describe('post a vacancy: who may', () => {
  it('asks a visitor to log in, with a link that brings them back here', async () => {
    renderRoute('/career/post-job');
    expect(await screen.findByText(/Please log in to post a job/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Vacancy' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Log in to post a job' });
    expect(link).toHaveAttribute('href', '/login');
  });

  it('carries the origin to /login', async () => {
    const { user, router } = renderRoute('/career/post-job');
    await user.click(await screen.findByRole('link', { name: 'Log in to post a job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({ from: { pathname: '/career/post-job' } });
  });

  it.each(['student', 'developer', 'teacher', 'superadmin'] as const)(
    'explains to a %s why they cannot post, instead of showing the form',
    async (role) => {
      renderRoute('/career/post-job', { as: role });
      expect(await screen.findByText(/Only recruiter and admin accounts can post jobs/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Post Vacancy' })).not.toBeInTheDocument();
    },
  );

  it.each(['recruiter', 'admin'] as const)('shows the form to a %s', async (role) => {
    renderRoute('/career/post-job', { as: role });
    expect(await screen.findByRole('button', { name: 'Post Vacancy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('post a vacancy: the form', () => {
  it("has every field of the spec's form, with the spec's job types and the skills placeholder", async () => {
    renderRoute('/career/post-job', { as: 'recruiter' });
    for (const label of [
      /^Job title/,
      /^Job type/,
      /^Location/,
      /^Company name/,
      /^Company website/,
      /^Company description/,
      /^Apply link/,
      /^Qualifications/,
      /^Recruitment quota/,
      /^Recruitment period/,
      /^Job deadline/,
      /^Salary per month \(INR\)/,
      /^Skills/,
      /^Job description/,
      /^Keywords/,
    ]) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    const types = within(screen.getByLabelText(/^Job type/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual([
      'Choose a job type',
      'Full-time',
      'Part-time',
      'Internship',
      'Contract',
      'Remote',
    ]);
    expect(screen.getByLabelText(/^Skills/)).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/html, js, css/),
    );
    expect(screen.getByLabelText(/^Recruitment period/)).toHaveAttribute('min', inDays(1));
    expect(screen.getByLabelText(/^Job deadline/)).toHaveAttribute('type', 'date');
  });

  it('adds skills as chips, ignores blank and duplicate entries, and removes a chip', async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    const input = await screen.findByLabelText(/^Skills/);
    await user.type(input, 'html{Enter}js, css,');
    await user.type(input, '   {Enter}');
    await user.type(input, 'HTML{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const chips = () =>
      within(screen.getByRole('list', { name: 'Chosen skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(chips()).toEqual(['html', 'js', 'css']);
    await user.click(screen.getByRole('button', { name: 'Remove js' }));
    expect(chips()).toEqual(['html', 'css']);
    // Typed but not confirmed: leaving the box keeps it.
    await user.type(input, 'sass');
    await user.tab();
    expect(chips()).toEqual(['html', 'css', 'sass']);
  });

  it('Fresher sets years to 0 and hides them; Experienced reveals the years input', async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    expect(await screen.findByRole('radio', { name: 'Fresher/No Experience' })).toBeChecked();
    expect(screen.queryByLabelText(/^Years of experience/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    const years = screen.getByLabelText(/^Years of experience/);
    await user.type(years, '4');
    expect(years).toHaveValue(4);
    await user.click(screen.getByRole('radio', { name: 'Fresher/No Experience' }));
    expect(screen.queryByLabelText(/^Years of experience/)).not.toBeInTheDocument();
  });

  it("says 'Please fill all required fields.' with a message at each missing field, and sends nothing", async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    const before = getDb().jobs.length;
    await user.type(await screen.findByLabelText(/^Company name/), 'ByteForge');
    await user.click(postButton());
    expect(await screen.findByText('Please fill all required fields.')).toBeInTheDocument();
    // The error, then the field's count (lib/validation/text-limits.ts).
    expect(screen.getByLabelText(/^Job title/)).toHaveAccessibleDescription(
      'Enter the job title. 0/120 characters',
    );
    expect(screen.getByLabelText(/^Job type/)).toHaveAccessibleDescription('Choose a job type.');
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription(
      'Enter the location. 0/80 characters',
    );
    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription('Describe the job.');
    expect(screen.getByLabelText(/^Skills/)).toHaveAccessibleDescription('Add at least one skill.');
    expect(screen.getByLabelText(/^Job title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('ByteForge');
    expect(getDb().jobs).toHaveLength(before);
  });

  it.each([
    [/^Company website/, "Enter the company's website."],
    [/^Company description/, 'Describe the company.'],
    [/^Apply link/, 'Enter the link where people apply.'],
  ])(
    'stops a vacancy without %s before it is sent (the backend requires it), keeping everything typed',
    async (label, text) => {
      const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
      await fillValid(user);
      const field = screen.getByLabelText(label);
      expect(field).toBeRequired();
      await user.clear(field);
      const before = getDb().jobs.length;
      await user.click(postButton());
      expect(await screen.findByText('Please fill all required fields.')).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(text);
      expect(field).toHaveFocus();
      expect(screen.getByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
      expect(getDb().jobs).toHaveLength(before);
    },
  );

  it('checks what the backend would refuse before sending: short description, today as recruitment period, quota, links', async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValid(user);
    const description = screen.getByLabelText(/^Job description/);
    await user.clear(description);
    await user.type(description, 'Too short.');
    fireEvent.change(screen.getByLabelText(/^Recruitment period/), { target: { value: inDays(0) } });
    fireEvent.change(screen.getByLabelText(/^Job deadline/), { target: { value: inDays(-1) } });
    await user.clear(screen.getByLabelText(/^Recruitment quota/));
    await user.type(screen.getByLabelText(/^Recruitment quota/), '0');
    await user.clear(screen.getByLabelText(/^Apply link/));
    await user.type(screen.getByLabelText(/^Apply link/), 'javascript:alert(1)');
    const before = getDb().jobs.length;
    await user.click(postButton());
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription('Write at least 50 characters (now 10).');
    expect(screen.getByLabelText(/^Recruitment period/)).toHaveAccessibleDescription(
      'Choose a date after today.',
    );
    expect(screen.getByLabelText(/^Job deadline/)).toHaveAccessibleDescription(
      'Choose today or a later date.',
    );
    expect(screen.getByLabelText(/^Recruitment quota/)).toHaveAccessibleDescription(
      'Enter a whole number of 1 or more.',
    );
    expect(screen.getByLabelText(/^Apply link/)).toHaveAccessibleDescription(
      'Enter a full web address starting with https://',
    );
    expect(getDb().jobs).toHaveLength(before);
  });

  it('offers dates up to 31 December of the fifth year, and refuses a later one typed by hand', async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValid(user);
    const last = `${new Date().getFullYear() + 5}-12-31`;
    const period = screen.getByLabelText(/^Recruitment period/);
    expect(period).toHaveAttribute('max', last);
    expect(screen.getByLabelText(/^Job deadline/)).toHaveAttribute('max', last);
    const before = getDb().jobs.length;
    fireEvent.change(period, { target: { value: `${new Date().getFullYear() + 6}-01-01` } });
    await user.click(postButton());
    await waitFor(() =>
      expect(period).toHaveAccessibleDescription(
        `Choose a date no later than 31-12-${new Date().getFullYear() + 5}.`,
      ),
    );
    expect(getDb().jobs).toHaveLength(before);
  });

  it("posts the spec's payload, says 'Job posted successfully!' and shows the new job first on the board", async () => {
    const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await user.type(screen.getByLabelText(/^Years of experience/), '3');
    await user.click(postButton());
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/career'));
    const saved = getDb().jobs.at(-1)!;
    expect(saved).toMatchObject({
      jobTitle: 'Platform Engineer',
      jobType: 'Full-time',
      location: 'Pune',
      skills: ['Go', 'Kubernetes'],
      recruitmentQuota: 2,
      salaryPerMonth: 120000,
      experienceInYears: 3,
      userQualification: ['B.Tech', '3 years of Go'],
      keywords: ['platform', 'infra'],
      companyName: 'ByteForge',
      applyLink: 'https://byteforge.example.com/careers/42',
    });
    const region = await screen.findByRole('region', { name: /jobs/i });
    await waitFor(() =>
      expect(within(region).getAllByRole('article')[0]).toHaveTextContent('Platform Engineer'),
    );
  });

  it("shows the backend's validation refusal (400) at its field, keeps everything typed, and sends it once", async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) =>
      sent.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    server.use(
      http.post('*/v1/jobs/create', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Job creation failed',
            error:
              'Job validation failed: jobType: `Freelance` is not a valid enum value for path `jobType`.',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValid(user);
    sent.length = 0;
    await user.click(postButton());
    const alert = await screen.findByText('Error: Job creation failed');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Job validation failed: jobType: `Freelance` is not a valid enum value for path `jobType`.',
    );
    expect(screen.getByLabelText(/^Job type/)).toHaveAccessibleDescription(
      '`Freelance` is not a valid enum value for path `jobType`.',
    );
    expect(router.state.location.pathname).toBe('/career/post-job');
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
    expect(screen.getByLabelText(/^Job description/)).toHaveValue(
      'Run the platform every product team builds on, and make it a joy to use.',
    );
    expect(within(screen.getByRole('list', { name: 'Chosen skills' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    // The board's ids before sending (this tab had not loaded it); a validation refusal says the job was not
    // stored: the board is not read again.
    expect(sent).toEqual(['GET /v1/jobs/all', 'POST /v1/jobs/create']);
  });

  it("shows 'Error: Access denied. Not recruiter or admin.' when the backend refuses the role (403)", async () => {
    server.use(
      http.post('*/v1/jobs/create', () =>
        HttpResponse.json({ message: 'Access denied. Not recruiter or admin.' }, { status: 403 }),
      ),
    );
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValid(user);
    await user.click(postButton());
    expect(await screen.findByText('Error: Access denied. Not recruiter or admin.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
  });

  it('ends the session at the token’s expiry: nothing is sent, the draft is kept, and logging in again restores it', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('v1/jobs/create')) sent.push(request.method);
    });
    loginAs('recruiter', { expiresIn: 2 });
    const { user, router } = renderRoute('/career/post-job');
    await user.type(await screen.findByLabelText(/^Job title/), 'Platform Engineer');
    // At the expiry the page turns into the visitor's gate, saying why and how to come back.
    expect(
      await screen.findByText(
        /Your session has expired\. Please log in again\. What you typed in the form is kept/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Vacancy' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument(); // the header's visitor view
    expect(localStorage.getItem('token')).toBeNull();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({ from: { pathname: '/career/post-job' } });
    loginAs('recruiter');
    await router.navigate('/career/post-job');
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
  });

  it('ends the session on a token the demo API rejects (401): the form says so, keeps the draft for the next login', async () => {
    const token = loginAs('recruiter');
    storeToken(`${token}x`); // readable by the client, refused by the server's signature check
    const { user, router } = renderRoute('/career/post-job');
    await fillValid(user);
    await user.click(postButton());
    const notice = await screen.findByText(
      /Your session has ended\. Please log in again\. What you typed in the form is kept/,
    );
    // The form was scrolled to its foot: the short page that replaces it brings the message into view and focus.
    expect(notice).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(notice);
    expect(screen.getByRole('link', { name: 'Log in again' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/career/post-job');
    loginAs('recruiter');
    await router.navigate('/career/post-job');
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('ByteForge');
  });

  it("says 'Something went wrong while posting the job.' when the answer carries no message", async () => {
    server.use(http.post('*/v1/jobs/create', () => HttpResponse.json({ success: false })));
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    await fillValid(user);
    await user.click(postButton());
    expect(await screen.findByText('Something went wrong while posting the job.')).toBeInTheDocument();
  });

  it('Cancel goes back to the board and forgets the draft', async () => {
    const { user, router } = renderRoute('/career/post-job', { as: 'recruiter' });
    await user.type(await screen.findByLabelText(/^Job title/), 'Draft title');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Wait for the board on screen, not just the router's state: the router commits the location before React
    // renders the board (a transition), and navigating back before that render keeps the old form mounted.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your next tech job' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/career');
    expect(screen.queryByLabelText(/^Job title/)).not.toBeInTheDocument();
    await router.navigate('/career/post-job');
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('');
  });
});
