import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOBS_QUERY_KEY } from '@/entities/job/jobs';
import { getDb, seedGeneratedJobs } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

const jobsRequests = { count: 0 };
function countJobsRequests({ request }: { request: Request }) {
  if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/v1/jobs/all'))
    jobsRequests.count += 1;
}
beforeEach(() => {
  jobsRequests.count = 0;
  server.events.on('request:start', countJobsRequests);
});
afterEach(() => {
  server.events.removeListener('request:start', countJobsRequests);
});

describe('one list of jobs for every screen', () => {
  it('fetches and reads GET v1/jobs/all once for the board, a job page and the admin overview', async () => {
    seedGeneratedJobs(300);
    const { user, router, queryClient } = renderRoute('/career', { as: 'admin' });
    const region = await screen.findByRole('region', { name: /jobs/i });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(20));
    const list = queryClient.getQueryData(JOBS_QUERY_KEY);
    expect(list).toHaveLength(300);

    const first = within(region).getAllByRole('article')[0]!;
    const title = within(first).getByRole('heading', { level: 3 }).textContent!;
    await user.click(within(first).getByRole('link', { name: title }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/job-details\//));
    // The job page's code loads on demand: allow it time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();

    await router.navigate('/admin-dashboard');
    const overview = await screen.findByRole('region', { name: 'Jobs overview' });
    await within(overview).findByRole('list', { name: 'Latest postings' });
    expect(within(overview).getByText('Postings').closest('div')).toHaveTextContent('300');

    expect(jobsRequests.count).toBe(1);
    // The same adapted list throughout: not fetched, validated or adapted again.
    expect(queryClient.getQueryData(JOBS_QUERY_KEY)).toBe(list);
  });

  it('finds a job deep in a large list on a direct visit to its page', async () => {
    seedGeneratedJobs(2000);
    const job = getDb().jobs[1234]!;
    renderRoute(`/job-details/${job._id}`, { as: 'student' });
    expect(await screen.findByRole('heading', { level: 1, name: job.jobTitle })).toBeInTheDocument();
    expect(screen.getByText(job.jobDescription)).toBeInTheDocument();
  });
});
