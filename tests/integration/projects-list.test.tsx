import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { fetchProjects } from '@/entities/project/projects';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';
import { holdAnswers } from '../utils/slow-api';

/** The cards of the list, in display order, once loaded. */
async function cards() {
  const list = await screen.findByRole('region', { name: /^(?!Featured).* projects$/ });
  await waitFor(() => {
    expect(within(list).queryAllByRole('article').length).toBeGreaterThan(0);
    expect(list.querySelector('[aria-busy="true"]')).toBeNull(); // all of them, not the first pass
  });
  return within(list).getAllByRole('article');
}

const titleOf = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent;
const cardTitled = async (title: string) => (await cards()).find((c) => titleOf(c) === title)!;

describe('the projects page', () => {
  it('shows the hero, the featured intro and the tabs at once, skeletons while loading, then every project', async () => {
    const release = holdAnswers('*/v1/projects/all');
    renderRoute('/projects/all');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build real-world projects with the community' }),
    ).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured projects' });
    expect(within(featured).getAllByRole('article')).toHaveLength(FEATURED_PROJECTS.length);
    const tabs = screen.getByRole('navigation', { name: 'Project categories' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects…');
    release();

    const shown = await cards();
    const expected = await fetchProjects();
    expect(shown).toHaveLength(getDb().projects.length);
    expect(shown.map(titleOf)).toEqual(expected.map((p) => p.title || 'Untitled'));
    expect(screen.getByRole('status')).toHaveTextContent(`${expected.length} projects, newest first`);
  });

  it('shows every project, under the All tab, for a category that does not exist', async () => {
    renderRoute('/projects/no-such-category');
    const shown = await cards();
    expect(shown).toHaveLength(getDb().projects.length);
    const tabs = screen.getByRole('navigation', { name: 'Project categories' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/No Such Category/)).not.toBeInTheDocument();
  });

  it('shows on a card the picture, title, description cut at 100 characters, author and role, linking to its page', async () => {
    renderRoute('/projects/all');
    const seed = getDb().projects.find((p) => p.title === 'DevConnect Job Board')!;
    const card = await cardTitled('DevConnect Job Board');
    const c = within(card);
    expect(card.querySelector('img')).toHaveAttribute('src', '/projects/web.svg');
    expect(c.getByText(`${seed.description!.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(c.getByText('Rahul Mehta')).toBeInTheDocument();
    expect(c.getByText('Developer')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'DevConnect Job Board' })).toHaveAttribute(
      'href',
      `/projects/all/devconnect-job-board/${'id' in seed ? seed.id : ''}`,
    );
  });

  it("falls back to 'No Image', 'Untitled', 'No description available.', 'Unknown' and 'Not Specified'", async () => {
    renderRoute('/projects/all');
    expect(within(await cardTitled('Untitled')).getByText(/^Sixty small exercises/)).toBeInTheDocument();
    const noDescription = within(await cardTitled('Colour Palette Generator'));
    expect(noDescription.getByText('No description available.')).toBeInTheDocument();
    expect(noDescription.getByText('Not Specified')).toBeInTheDocument();
    const sparse = within(await cardTitled('Newsletter Growth Tracker'));
    expect(sparse.getByText('No Image')).toBeInTheDocument();
    expect(sparse.getByText('Unknown')).toBeInTheDocument();
    expect(sparse.getByText('Not Specified')).toBeInTheDocument();
  });

  it('reads the deployed shape in the demo list: picture from Images[0], author from the first contributor', async () => {
    renderRoute('/projects/all');
    const card = await cardTitled('Python Basics Workbook');
    expect(card.querySelector('img')).toHaveAttribute('src', '/projects/code.svg');
    expect(within(card).getByText('Rohan Das')).toBeInTheDocument();
    expect(within(card).getByText('Basic Programming')).toBeInTheDocument();
  });

  it('filters by the tab, which changes the URL and the current tab; the route sets the first tab', async () => {
    const { user, router } = renderRoute('/projects/web-development');
    const tabs = await screen.findByRole('navigation', { name: 'Project categories' });
    expect(within(tabs).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect((await cards()).map(titleOf).sort()).toEqual(
      ['DevConnect Job Board', 'Open Source Portfolio Builder', 'Campus Events Hub'].sort(),
    );

    await user.click(within(tabs).getByRole('link', { name: 'Basic Programming' }));
    expect(router.state.location.pathname).toBe('/projects/basic-programming');
    expect(within(tabs).getByRole('link', { name: 'Basic Programming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Web Development' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Programming projects' })).toBeInTheDocument();
    expect((await cards()).map(titleOf).sort()).toEqual(['Python Basics Workbook', 'Untitled']);
    expect(screen.getByRole('status')).toHaveTextContent('2 projects in Basic Programming');
    // The card links keep the tab the visitor came from.
    expect(within(await cardTitled('Untitled')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/projects\/basic-programming\/untitled\//),
    );
  });

  it("says 'No projects found for {category}.' for a category without projects", async () => {
    server.use(
      http.get('*/v1/projects/all', () =>
        HttpResponse.json({ projects: [{ id: 'w1', title: 'Only web', category: 'web-development' }] }),
      ),
    );
    const { user, router } = renderRoute('/projects/dsa');
    expect(await screen.findByText('No projects found for DSA.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all projects' }));
    expect(router.state.location.pathname).toBe('/projects/all');
    expect((await cards()).map(titleOf)).toEqual(['Only web']);
  });

  it('reads a list in the deployed envelope ({ data }) too', async () => {
    server.use(
      http.get('*/v1/projects/all', () =>
        HttpResponse.json({
          success: true,
          data: [{ _id: 'd1', title: 'From data', Images: [], contributors: ['Zoya'], tags: ['DSA'] }],
        }),
      ),
    );
    renderRoute('/projects/dsa');
    const [card] = await cards();
    expect(titleOf(card!)).toBe('From data');
    expect(within(card!).getByText('Zoya')).toBeInTheDocument();
  });

  it('says on the page when the list cannot be fetched, and Try again loads it', async () => {
    server.use(
      http.get('*/v1/projects/all', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/projects/all');
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('Failed to fetch data');
    expect(alert).toHaveTextContent('Database unavailable');
    // The featured intro needs no server and stays.
    expect(screen.getByRole('region', { name: 'Featured projects' })).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(getDb().projects.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends /projects to /projects/all', async () => {
    const { router } = renderRoute('/projects');
    await cards();
    expect(router.state.location.pathname).toBe('/projects/all');
  });
});
