import { toJob } from '@/entities/job/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';
import { holdAnswers } from '../utils/slow-api';

/** The cards on the board, in display order, once loaded (all of them: the list is no longer busy). */
async function cards() {
  const region = await screen.findByRole('region', { name: /jobs/i });
  await waitFor(() => {
    expect(within(region).queryAllByRole('article').length).toBeGreaterThan(0);
    expect(region.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return within(region).getAllByRole('article');
}

const titles = (articles: HTMLElement[]) =>
  articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

describe('the jobs board', () => {
  it('shows skeletons and a loading status first, then every job newest first', async () => {
    const release = holdAnswers('*/v1/jobs/all');
    renderRoute('/career?closed=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your next tech job' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs…');
    release();
    const shown = await cards();
    const jobs = [...getDb().jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(titles(shown)).toEqual(jobs.map((j) => j.jobTitle));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${jobs.length} of ${jobs.length} jobs, newest first`,
    );
  });

  it('says how many roles are open on a line of its own, so the introduction never changes size', async () => {
    renderRoute('/career');
    const intro = await screen.findByText(/^Internships, first jobs and senior roles/);
    const before = intro.textContent;
    await cards();
    const now = Date.now();
    const open = getDb().jobs.filter((j) => !j.jobDeadline || Date.parse(j.jobDeadline) >= now).length;
    expect(screen.getByText(`${open} open roles right now.`)).not.toBe(intro);
    expect(intro.textContent).toBe(before);
  });

  it('shows on each card the logo, company, title, type, location, salary in ₹, experience, skills, keywords and age', async () => {
    renderRoute('/career');
    const card = (await cards()).find((a) =>
      within(a).queryByRole('link', { name: 'Frontend Developer (React)' }),
    )!;
    const job = getDb().jobs.find((j) => j.jobTitle === 'Frontend Developer (React)')!;
    const c = within(card);
    const logo = c.getByRole('img', { name: 'Nimbus Labs logo' });
    expect(logo).toHaveAttribute('src', '/logos/nimbus-labs.svg');
    // Loaded after the cards' text is up: a list of SVG logos read first held back the frame with the first cards.
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(c.getByText('Nimbus Labs')).toBeInTheDocument();
    expect(c.getByText('Full-time')).toBeInTheDocument();
    expect(c.getByText('Bengaluru')).toBeInTheDocument();
    expect(c.getByText('₹85,000 / month')).toBeInTheDocument();
    expect(c.getByText('2 years')).toBeInTheDocument();
    expect(
      within(c.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(job.skills);
    expect(within(c.getByRole('list', { name: 'Keywords' })).getByText('#frontend')).toBeInTheDocument();
    expect(c.getByText(/Posted (last month|\d+ weeks ago)/)).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Frontend Developer (React)' })).toHaveAttribute(
      'href',
      `/job-details/${job._id}`,
    );
  });

  it('falls back to the company initials when a job has no logo, and marks expired jobs', async () => {
    renderRoute('/career?closed=1');
    const card = (await cards()).find((a) => within(a).queryByRole('link', { name: 'Product Designer' }))!;
    expect(within(card).getByRole('img', { name: 'PixelCraft Studio logo' })).toHaveTextContent('PS');
    expect(within(card).getByText('Expired')).toBeInTheDocument();
  });

  it('filters by job type and keeps the filter in the URL', async () => {
    const { user, router } = renderRoute('/career');
    await cards();
    await user.selectOptions(screen.getByLabelText('Job type'), 'Internship');
    const shown = await cards();
    expect(shown.length).toBe(getDb().jobs.filter((j) => toJob(j)!.type === 'Internship').length);
    shown.forEach((card) => expect(within(card).getByText('Internship')).toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('Internship');
  });

  it('shows a choice the moment it is made, before the page renders the new URL', async () => {
    const { router } = renderRoute('/career');
    await cards();
    const closed = screen.getByLabelText<HTMLInputElement>('Show closed jobs');
    // A plain click, as a browser delivers it (not inside act(), which would render everything it started before
    // returning): the page renders the new URL later, in the router's transition.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => void (env.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
    closed.click();
    expect(closed.checked).toBe(true);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('closed')).toBe('1'));
    await cards();
    expect(closed).toBeChecked();
  });

  it('offers the five spec types and the other types in the data', async () => {
    renderRoute('/career');
    await cards();
    const options = within(screen.getByLabelText('Job type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All types',
      'Full-time',
      'Part-time',
      'Internship',
      'Contract',
      'Remote',
      'Hybrid',
      'On-site',
    ]);
  });

  it('reads type, location and text from the URL, so a shared link shows the same view', async () => {
    renderRoute('/career?type=Remote&location=Remote&q=flutter');
    expect(titles(await cards())).toEqual(['Flutter Developer']);
    expect(screen.getByLabelText('Job type')).toHaveValue('Remote');
    expect(screen.getByLabelText('Location')).toHaveValue('Remote');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('flutter');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 of ${getDb().jobs.length} jobs`);
  });

  it('filters by location and by text over title, company and skills', async () => {
    const { user, router } = renderRoute('/career?closed=1');
    await cards();
    await user.selectOptions(screen.getByLabelText('Location'), 'Mumbai');
    expect((await cards()).every((c) => within(c).queryByText('Mumbai'))).toBe(true);
    await user.selectOptions(screen.getByLabelText('Location'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'kubernetes');
    expect(titles(await cards())).toEqual(['Site Reliability Engineer', 'DevOps Engineer']);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kubernetes');
    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'datanest');
    expect(titles(await cards())).toEqual(['Machine Learning Intern', 'Data Analyst']);
  });

  it('says so when nothing matches, and Clear filters brings every job back', async () => {
    const { user, router } = renderRoute('/career?q=cobol');
    expect(await screen.findByText('No jobs match these filters')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /jobs/i });
    await user.click(within(region).getByRole('button', { name: 'Clear filters' }));
    const now = Date.now();
    const open = getDb().jobs.filter((j) => !j.jobDeadline || Date.parse(j.jobDeadline) >= now);
    expect((await cards()).length).toBe(open.length);
    expect(router.state.location.search).toBe('');
  });

  it('says when no jobs are posted at all', async () => {
    server.use(
      http.get('*/v1/jobs/all', () =>
        HttpResponse.json({ success: true, message: 'Jobs fetched successfully', jobs: [] }),
      ),
    );
    renderRoute('/career');
    expect(await screen.findByText('No jobs posted yet')).toBeInTheDocument();
  });

  it('accepts a bare list of jobs as the spec allows', async () => {
    server.use(
      http.get('*/v1/jobs/all', () =>
        HttpResponse.json([
          { _id: 'a1', jobTitle: 'Bare list job', jobType: 'Remote', createdAt: new Date().toISOString() },
        ]),
      ),
    );
    renderRoute('/career');
    expect(titles(await cards())).toEqual(['Bare list job']);
  });

  it("shows the server's message and a retry when loading fails, and the retry loads the jobs", async () => {
    server.use(
      http.get('*/v1/jobs/all', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderRoute('/career?closed=1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the jobs");
    expect(alert).toHaveTextContent('Database unavailable');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await cards()).length).toBe(getDb().jobs.length);
  });

  it('shows the Post a Job action to recruiters only', async () => {
    const recruiter = renderRoute('/career', { as: 'recruiter' });
    expect(await screen.findByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/career/post-job',
    );
    recruiter.unmount();
    localStorage.clear();
    for (const role of [undefined, 'student', 'admin'] as const) {
      const view = renderRoute('/career', { as: role });
      await cards();
      expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
      view.unmount();
      localStorage.clear();
    }
  });

  it('sends a visitor who opens a card to /login with the origin and the message', async () => {
    const { user, router } = renderRoute('/career');
    const job = getDb().jobs.find((j) => j.jobTitle === 'Android Developer')!;
    await cards();
    await user.click(screen.getByRole('link', { name: 'Android Developer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({
      from: { pathname: `/job-details/${job._id}` },
      message: 'Please login to view job details',
    });
  });

  it('opens the job for a logged-in user', async () => {
    const { user, router } = renderRoute('/career', { as: 'student' });
    await cards();
    await user.click(screen.getByRole('link', { name: 'Android Developer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Android Developer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/job-details\//);
  });
});
