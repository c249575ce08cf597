import { toJob } from '@/entities/job/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, seedGeneratedJobs } from '@/mocks/db';
import { renderRoute } from '../utils/render-route';

/** The board's cards in display order, once the results region has some. */
async function cardTitles() {
  const region = await screen.findByRole('region', { name: /jobs/i });
  await waitFor(() => expect(within(region).queryAllByRole('article').length).toBeGreaterThan(0));
  return within(region)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
}

const status = () => screen.getByRole('status');
const pageOf = (search: string) => new URLSearchParams(search).get('page');

/** The demo's jobs newest first, computed here from the raw records (not by the code under test). */
function newestTitles() {
  return getDb()
    .jobs.map((j, i) => ({ j, i }))
    .sort((a, b) => b.j.createdAt.localeCompare(a.j.createdAt) || b.i - a.i)
    .map(({ j }) => j.jobTitle);
}

describe('the jobs board, a page at a time', () => {
  it('shows 20 jobs a page with the page in the URL; Next, a page number and Back move between pages', async () => {
    seedGeneratedJobs(45);
    const { user, router } = renderRoute('/career?closed=1');
    expect(await cardTitles()).toEqual(newestTitles().slice(0, 20));
    expect(status()).toHaveTextContent('Showing 1–20 of 45 jobs, newest first');
    const pages = screen.getByRole('navigation', { name: 'Pages of jobs' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 21–40 of 45 jobs, newest first'));
    expect(pageOf(router.state.location.search)).toBe('2');
    expect(await cardTitles()).toEqual(newestTitles().slice(20, 40));
    // Focus goes to the top of the new page's results.
    expect(screen.getByRole('heading', { level: 2, name: 'Latest jobs' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 41–45 of 45 jobs, newest first'));
    expect(await cardTitles()).toEqual(newestTitles().slice(40));
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 21–40 of 45 jobs'));
    expect(pageOf(router.state.location.search)).toBe('2');
  });

  it('comes back to the same page after opening a job', async () => {
    seedGeneratedJobs(45);
    const { user, router } = renderRoute('/career?closed=1&page=2', { as: 'student' });
    const titles = await cardTitles();
    const link = screen.getAllByRole('link', { name: titles[3]! })[0]!;
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: titles[3]! })).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(status()).toHaveTextContent('Showing 21–40 of 45 jobs'));
    expect(await cardTitles()).toEqual(titles);
  });

  it('shows the nearest page for a page number out of range, and page 1 for a malformed one', async () => {
    seedGeneratedJobs(45);
    const far = renderRoute('/career?closed=1&page=99');
    await cardTitles();
    expect(status()).toHaveTextContent('Showing 41–45 of 45 jobs');
    far.unmount();
    for (const bad of ['abc', '0', '-3', '2.5']) {
      const view = renderRoute(`/career?closed=1&page=${bad}`);
      await cardTitles();
      expect(status(), bad).toHaveTextContent('Showing 1–20 of 45 jobs');
      view.unmount();
    }
  });

  it('counts the matches exactly over the whole list, and a change of filters goes back to page 1', async () => {
    seedGeneratedJobs(2000);
    const { user, router } = renderRoute('/career?closed=1&page=3');
    await cardTitles();
    expect(status()).toHaveTextContent('Showing 41–60 of 2,000 jobs, newest first');

    await user.selectOptions(screen.getByLabelText('Job type'), 'Internship');
    const interns = getDb().jobs.filter((j) => toJob(j)!.type === 'Internship');
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `Showing 1–20 of ${interns.length.toLocaleString('en-IN')} matching jobs (2,000 in all)`,
      ),
    );
    expect(pageOf(router.state.location.search)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(pageOf(router.state.location.search)).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'figma');
    const both = interns.filter((j) =>
      [j.jobTitle, j.companyName, ...j.skills, ...j.keywords].join(' ').toLowerCase().includes('figma'),
    );
    expect(both.length).toBeGreaterThan(20);
    await waitFor(() =>
      expect(status()).toHaveTextContent(`Showing 1–20 of ${both.length} matching jobs (2,000 in all)`),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('figma');
    expect(pageOf(router.state.location.search)).toBeNull();
  });

  it('keeps what is typed in the search box, and follows the URL when it changes from elsewhere', async () => {
    const { user, router } = renderRoute('/career');
    await cardTitles();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    await user.type(box, 'kubernetes');
    expect(box).toHaveValue('kubernetes');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kubernetes'),
    );
    await router.navigate('/career?q=flutter');
    await waitFor(() => expect(box).toHaveValue('flutter'));
    await router.navigate(-1);
    await waitFor(() => expect(box).toHaveValue('kubernetes'));
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(router.state.location.search).toBe('');
  });
});
