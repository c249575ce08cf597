import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { DemoDeployedProject, DemoProject } from '@/mocks/types';
import { renderRoute } from '../utils/render-route';

/** Every API path the page asked for, in order. */
let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url).pathname);
  });
});
afterEach(() => server.events.removeAllListeners());

const specSeed = (title: string) =>
  getDb().projects.find((p): p is DemoProject => 'id' in p && p.title === title)!;
const deployedSeed = (title: string) =>
  getDb().projects.find((p): p is DemoDeployedProject => '_id' in p && p.title === title)!;

/** The project's own links (the footer has a GitHub link of its own). */
const inArticle = () => within(screen.getByRole('article'));

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the project page', () => {
  it('opens from a card without a second request, and shows picture, description, technologies, features and links', async () => {
    const { user, router } = renderRoute('/projects/web-development');
    const link = await screen.findByRole('link', { name: 'DevConnect Job Board' });
    await user.click(link);
    const seed = specSeed('DevConnect Job Board');
    await h1('DevConnect Job Board');
    expect(router.state.location.pathname).toBe(`/projects/web-development/devconnect-job-board/${seed.id}`);
    expect(screen.getByRole('img', { name: 'Preview of DevConnect Job Board' })).toHaveAttribute(
      'src',
      '/projects/web.svg',
    );
    expect(screen.getByText(seed.description!)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(seed.techStack);
    const features = screen.getByRole('heading', { name: 'Key features' }).parentElement!;
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(seed.features);

    const github = inArticle().getByRole('link', { name: /^GitHub/ });
    expect(github).toHaveAttribute('href', seed.repoLink);
    const demo = inArticle().getByRole('link', { name: /^Live Demo/ });
    expect(demo).toHaveAttribute('href', `${seed.liveLink}/`);
    for (const a of [github, demo]) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(requests.filter((p) => p.startsWith('/v1/projects/'))).toEqual(['/v1/projects/all']);

    await user.click(screen.getByRole('link', { name: 'Web Development projects' }));
    await screen.findByRole('navigation', { name: 'Project categories' });
    expect(router.state.location.pathname).toBe('/projects/web-development');
  });

  it('loads a project on a direct visit with GET v1/projects/{id} alone', async () => {
    const seed = specSeed('Algorithm Visualizer');
    renderRoute(`/projects/dsa/algorithm-visualizer/${seed.id}`);
    await h1('Algorithm Visualizer');
    expect(requests).toEqual([`/v1/projects/${seed.id}`]);
    expect(screen.getByText('Vikram Rao')).toBeInTheDocument();
    expect(screen.getByText('Teacher')).toBeInTheDocument();
  });

  it('asks the server for a project the fetched list lacks', async () => {
    const hidden = specSeed('Design Tokens Kit');
    server.use(
      http.get('*/v1/projects/all', () =>
        HttpResponse.json({
          projects: getDb().projects.filter((p) => !('id' in p) || p.id !== hidden.id),
        }),
      ),
    );
    const { router } = renderRoute('/projects/all');
    await screen.findByRole('link', { name: 'DevConnect Job Board' });
    expect(screen.queryByRole('link', { name: 'Design Tokens Kit' })).not.toBeInTheDocument();
    await router.navigate(`/projects/all/design-tokens-kit/${hidden.id}`);
    await h1('Design Tokens Kit');
    expect(requests).toEqual(['/v1/projects/all', `/v1/projects/${hidden.id}`]);
  });

  it('shows a deployed-shape project: Images[0], first contributor, the others, and no button for an unsafe link', async () => {
    const seed = deployedSeed('Python Basics Workbook');
    renderRoute(`/projects/basic-programming/python-basics-workbook/${seed._id}`);
    await h1('Python Basics Workbook');
    expect(screen.getByRole('img', { name: 'Preview of Python Basics Workbook' })).toHaveAttribute(
      'src',
      '/projects/code.svg',
    );
    expect(screen.getByText('Rohan Das')).toBeInTheDocument();
    expect(screen.getByText('Not Specified')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Also contributing' })).getByText('Meera Iyer'),
    ).toBeInTheDocument();
    expect(inArticle().getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', seed.repoLink);
    // Its live link is javascript:…: no Live Demo button at all, and no javascript: href anywhere.
    expect(inArticle().queryByRole('link', { name: /Live Demo/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows every fallback and no link buttons for a project with nothing but a title', async () => {
    const seed = deployedSeed('Graph Algorithms Notebook');
    renderRoute(`/projects/dsa/graph-algorithms-notebook/${seed._id}`);
    await h1('Graph Algorithms Notebook');
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('The team has not listed its key features yet.')).toBeInTheDocument();
    expect(inArticle().queryByRole('link', { name: /GitHub|Live Demo/ })).not.toBeInTheDocument();
  });

  it("shows a featured project from the sample data without any request, with 'Project not found' for an unknown one", async () => {
    const f = FEATURED_PROJECTS[1]!;
    const { unmount } = renderRoute(`/projects/all/whatever/${f.id}`);
    await h1(f.title);
    expect(screen.getByText(f.description)).toBeInTheDocument();
    expect(inArticle().getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', f.githubLink);
    expect(inArticle().getByRole('link', { name: /^Live Demo/ })).toHaveAttribute('href', f.demoLink);
    for (const feature of f.features) expect(screen.getByText(feature)).toBeInTheDocument();
    for (const tech of f.technologies) expect(screen.getByText(tech)).toBeInTheDocument();
    unmount();

    renderRoute('/projects/all/nothing/featured-999');
    await h1('Project not found');
    expect(requests).toEqual([]);
  });

  it("says 'Project not found' for an unknown id (the server's 404), with a way back to every project", async () => {
    const { user, router } = renderRoute('/projects/all/ghost/64f0000000000000000000ee');
    await h1('Project not found');
    await waitFor(() => expect(document.title).toBe('Project not found · CodersHub'));
    await user.click(screen.getByRole('link', { name: 'Browse all projects' }));
    await screen.findByRole('navigation', { name: 'Project categories' });
    expect(router.state.location.pathname).toBe('/projects/all');
  });

  it('says when the project cannot be loaded, and Try again loads it', async () => {
    const seed = specSeed('Expense Splitter');
    server.use(
      http.get(
        '*/v1/projects/:id',
        () => new HttpResponse('<pre>Internal Server Error</pre>', { status: 500 }),
      ),
    );
    const { user } = renderRoute(`/projects/all/expense-splitter/${seed.id}`);
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent("We couldn't load this project");
    expect(alert).toHaveTextContent('Server error: 500');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await h1('Expense Splitter');
  });
});
