import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { armFault, fillValidJob } from '../utils/post-job';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

beforeEach(() => sessionStorage.clear());
afterEach(() => server.events.removeAllListeners());

/** Every request the app sends to the API, as "METHOD /path", from the moment this is called. */
function recordRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/v1/')) sent.push(`${request.method} ${path}`);
  });
  return sent;
}

const onServer = (title: string) => getDb().jobs.filter((j) => j.jobTitle === title);
const postings = () => screen.findByRole('region', { name: 'My postings' });
const rowOf = async (title: string) => {
  const section = await postings();
  return within(section)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: title }))!;
};

/** Posts "Platform Engineer" through the real form as the recruiter, then opens the dashboard. */
async function postThroughTheForm() {
  const view = renderRoute('/career/post-job', { as: 'recruiter' });
  await fillValidJob(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Post Vacancy' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/career'));
  expect(onServer('Platform Engineer')).toHaveLength(1);
  await act(() => view.router.navigate('/profile#my-postings'));
  return view;
}

async function closeFromDashboard(view: Awaited<ReturnType<typeof postThroughTheForm>>) {
  const row = await rowOf('Platform Engineer');
  await view.user.click(within(row).getByRole('button', { name: /^Close posting/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Close this posting?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Close posting' }));
}

describe('My postings on the recruiter’s dashboard', () => {
  it('lists a vacancy posted from this account with its applicants’ link, deadline and status, and says why it is kept here', async () => {
    await postThroughTheForm();
    const section = await postings();
    expect(section).toHaveTextContent(/kept in this browser/i);
    expect(section).toHaveTextContent(/records no owner/i);
    const row = await rowOf('Platform Engineer');
    await waitFor(() => expect(within(row).getByText('Open')).toBeInTheDocument());
    expect(within(row).getByRole('link', { name: /Applicants’ link/ })).toHaveAttribute(
      'href',
      'https://byteforge.example.com/careers/42',
    );
    expect(row).toHaveTextContent(/Deadline \d\d-\d\d-\d{4}/);
    const stored = JSON.parse(
      localStorage.getItem(`codershub:saved:${demoAccount('recruiter')._id}:postings`) ?? '[]',
    ) as { id: string }[];
    expect(stored.map((p) => p.id)).toEqual([onServer('Platform Engineer')[0]!._id]);
  });

  it('closes a posting after a confirmation: DELETE sent once, gone from the board and marked Closed', async () => {
    const view = await postThroughTheForm();
    const id = onServer('Platform Engineer')[0]!._id;
    const sent = recordRequests();
    await closeFromDashboard(view);
    await waitFor(() => expect(onServer('Platform Engineer')).toHaveLength(0));
    expect(sent.filter((r) => r.startsWith('DELETE'))).toEqual([`DELETE /v1/jobs/delete/${id}`]);
    const row = await rowOf('Platform Engineer');
    await waitFor(() => expect(within(row).getByText('Closed')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /^Close posting/ })).toBeNull();

    await act(() => view.router.navigate('/career'));
    await screen.findByRole('searchbox', { name: 'Search jobs' });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByText('Platform Engineer')).toBeNull();
  });

  it('settles a 500 after the delete (the mail failed) by reading the board: gone, so closed', async () => {
    const view = await postThroughTheForm();
    const id = onServer('Platform Engineer')[0]!._id;
    await armFault({
      path: `v1/jobs/delete/${id}`,
      status: 500,
      afterSave: true,
      body: { success: false, message: 'Failed to delete job', error: 'Missing credentials for "PLAIN"' },
    });
    const sent = recordRequests();
    await closeFromDashboard(view);
    const row = await rowOf('Platform Engineer');
    await waitFor(() => expect(within(row).getByText('Closed')).toBeInTheDocument());
    expect(onServer('Platform Engineer')).toHaveLength(0);
    expect(sent.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
    expect(sent).toContain('GET /v1/jobs/all');
  });

  it('shows the failure when the board still has the job after a 500', async () => {
    const view = await postThroughTheForm();
    const id = onServer('Platform Engineer')[0]!._id;
    await armFault({
      path: `v1/jobs/delete/${id}`,
      status: 500,
      body: { success: false, message: 'Failed to delete job', error: 'Database unavailable' },
    });
    await closeFromDashboard(view);
    const dialog = screen.getByRole('dialog', { name: 'Close this posting?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/still on the jobs board/);
    expect(onServer('Platform Engineer')).toHaveLength(1);
  });

  it('treats a 404 as already gone', async () => {
    const view = await postThroughTheForm();
    getDb().jobs = getDb().jobs.filter((j) => j.jobTitle !== 'Platform Engineer');
    await closeFromDashboard(view);
    const row = await rowOf('Platform Engineer');
    await waitFor(() => expect(within(row).getByText('Closed')).toBeInTheDocument());
  });

  it('never lists a seeded job, and a seeded job’s page offers no close', async () => {
    const seeded = getDb().jobs[0]!;
    const { router } = renderRoute('/profile', { as: 'recruiter' });
    const section = await postings();
    expect(within(section).queryByText(seeded.jobTitle)).toBeNull();
    expect(within(section).queryByRole('button', { name: /Close posting/ })).toBeNull();
    expect(section).toHaveTextContent(/Vacancies you post from this account appear here/);
    await act(() => router.navigate(`/job-details/${seeded._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: seeded.jobTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close posting/ })).toBeNull();
  });

  it('“Post a similar job” opens the form prefilled with that job’s fields, dates left to choose', async () => {
    const view = await postThroughTheForm();
    const row = await rowOf('Platform Engineer');
    await view.user.click(within(row).getByRole('button', { name: /^Post a similar job/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/career/post-job'));
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('Platform Engineer');
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Pune');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('ByteForge');
    expect(screen.getByLabelText(/^Apply link/)).toHaveValue('https://byteforge.example.com/careers/42');
    expect(screen.getByLabelText(/^Keywords/)).toHaveValue('platform, infra');
    expect(screen.getByLabelText(/^Recruitment quota/)).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Remove Go' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job deadline/)).toHaveValue('');
  });

  it('has a My postings link in the recruiter’s menu', async () => {
    renderRoute('/profile', { as: 'recruiter' });
    const menu = await screen.findByRole('navigation', { name: 'Recruiter menu' });
    expect(within(menu).getByRole('link', { name: 'My postings' })).toHaveAttribute(
      'href',
      '/profile#my-postings',
    );
  });
});
