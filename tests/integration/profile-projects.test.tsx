import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/http/query-client';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { DemoDeployedProject } from '@/mocks/types';
import { armFault } from '../utils/post-job';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

afterEach(() => server.events.removeAllListeners());

const label = (text: string) =>
  within(screen.getByRole('form', { name: 'Add a project' })).getByLabelText(new RegExp(`^${text}`));
const DESCRIPTION = 'A realtime chat with rooms, typing indicators and read receipts, built with sockets.';
const stored = (title: string) => getDb().projects.filter((p) => p.title === title) as DemoDeployedProject[];

/** What the app sent to v1/projects/create, body by body. */
function recordCreates() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('v1/projects/create')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function fillProject(user: ReturnType<typeof renderRoute>['user'], title = 'Chat app') {
  await screen.findByRole('form', { name: 'Add a project' });
  await user.type(label('Title'), title);
  await user.click(label('Description'));
  await user.paste(DESCRIPTION);
  await user.selectOptions(label('Category'), 'Web Development');
  await user.type(label('Technologies'), 'React, Socket.IO, react');
  await user.click(label('Repository link'));
  await user.paste('https://github.com/rahul-dev/chat');
}

function logOut() {
  cleanup();
  queryClient.clear();
  localStorage.removeItem('token');
  localStorage.removeItem('user');
  localStorage.removeItem('currentUser');
}

describe('a developer’s project is created on the server', () => {
  it('sends what the Project model requires, once, and a visitor then sees it on /projects (all and its category)', async () => {
    const bodies = recordCreates();
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(bodies).toEqual([
      {
        title: 'Chat app',
        description: DESCRIPTION,
        repoLink: 'https://github.com/rahul-dev/chat',
        techStack: ['React', 'Socket.IO'],
        tags: ['Web Development'],
        contributors: [demoAccount('developer').name],
      },
    ]);
    expect(stored('Chat app')).toHaveLength(1);
    const projects = await screen.findByRole('region', { name: /^Projects/ });
    expect(await within(projects).findByRole('heading', { name: 'Chat app' })).toBeInTheDocument();

    logOut();
    renderRoute('/projects/all');
    const list = await screen.findByRole('region', { name: 'All projects' });
    expect(await within(list).findByRole('heading', { name: 'Chat app' })).toBeInTheDocument();
    cleanup();
    renderRoute('/projects/web-development');
    const web = await screen.findByRole('region', { name: 'Web Development projects' });
    const heading = await within(web).findByRole('heading', { name: 'Chat app' });
    expect(heading.closest('article')).toHaveTextContent(demoAccount('developer').name);
  });

  it.each([
    ['Title', '', 'Project title is required.'],
    ['Description', 'Too short.', 'Write at least 50 characters (now 10).'],
    [
      'Repository link',
      'github.com/rahul-dev/chat',
      'Enter a full link that starts with http:// or https://',
    ],
    ['Repository link', 'https://github.com/rahul-dev/chat#readme', 'letters, digits'],
    ['Live link', 'javascript:alert(1)', 'Enter a full link that starts with http:// or https://'],
  ])('checks %s before sending: %j → %j', async (field, value, message) => {
    const bodies = recordCreates();
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.clear(label(field));
    if (value) {
      await user.click(label(field));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(label(field)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(bodies).toEqual([]);
  });

  it('requires a category and shows the description’s count', async () => {
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.selectOptions(label('Category'), '');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() =>
      expect(label('Category')).toHaveAccessibleDescription(expect.stringContaining('Choose a category.')),
    );
    expect(label('Description')).toHaveAccessibleDescription(
      expect.stringContaining(String(DESCRIPTION.length)),
    );
  });

  it('reads the server’s 500 "Project validation failed" as a plain sentence and keeps what was typed', async () => {
    await armFault({
      path: 'v1/projects/create',
      status: 500,
      body: {
        success: false,
        message: 'Failed to create project',
        error: 'Project validation failed: repoLink: Invalid repository link format',
      },
    });
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const alert = await screen.findByText(/^The project was not saved/);
    expect(alert).toHaveTextContent('The project was not saved: Invalid repository link format.');
    expect(screen.queryByText(/Project validation failed/)).toBeNull();
    expect(label('Repository link')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid repository link format'),
    );
    expect(label('Title')).toHaveValue('Chat app');
    expect(label('Description')).toHaveValue(DESCRIPTION);
  });

  it('says a project may have been saved when no answer came, sends it once, and keeps what was typed', async () => {
    await armFault({ path: 'v1/projects/create', status: 0 });
    const bodies = recordCreates();
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(await screen.findByText(/It may have been saved all the same/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /look for it on Projects/ })).toHaveAttribute(
      'href',
      '/projects/all',
    );
    expect(bodies).toHaveLength(1);
    expect(label('Title')).toHaveValue('Chat app');
  });

  it.each(['student', 'recruiter', 'teacher'] as const)(
    'says plainly to a %s that only developers can add projects, instead of a form',
    async (role) => {
      renderRoute('/profile/edit', { as: role });
      expect(await screen.findByText(/Only developers can add projects/)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Add a project' })).toBeNull();
    },
  );
  it('shows on this developer’s dashboard (with Add project), never on another account’s', async () => {
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#projects'));
    const mine = await screen.findByRole('region', { name: /^Projects/ });
    expect(await within(mine).findByRole('heading', { name: 'Chat app' })).toBeInTheDocument();
    expect(within(mine).queryByText('Example')).toBeNull();
    expect(within(mine).getByRole('link', { name: 'Add project' })).toHaveAttribute('href', '/profile/edit');

    logOut();
    renderRoute('/profile', { as: 'student' });
    const theirs = await screen.findByRole('region', { name: /^Projects/ });
    expect(within(theirs).getByText('Example')).toBeInTheDocument();
    expect(within(theirs).queryByText('Chat app')).toBeNull();
  });
});

describe('removing a project', () => {
  it('is offered only for projects this account created, and deletes on the server', async () => {
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const id = stored('Chat app')[0]!._id;
    expect(
      JSON.parse(
        localStorage.getItem(`codershub:saved:${demoAccount('developer')._id}:created-projects`) ?? '[]',
      ),
    ).toEqual([id]);

    await act(() => router.navigate('/profile/edit'));
    const yours = await screen.findByRole('region', { name: 'Your projects' });
    await within(yours).findByRole('heading', { name: 'Chat app' });
    // The seeded projects (anyone's) are never offered.
    const removes = within(yours).getAllByRole('button', { name: /^Remove/ });
    expect(removes.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Remove Chat app']);

    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    });
    await user.click(removes[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove project' }));
    await waitFor(() => expect(stored('Chat app')).toHaveLength(0));
    expect(deletes).toEqual([`/v1/projects/delete/${id}`]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chat app' })).toBeNull());
  });

  it('forgets a project that is already gone (404)', async () => {
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const id = stored('Chat app')[0]!._id;
    await act(() => router.navigate('/profile/edit'));
    const yours = await screen.findByRole('region', { name: 'Your projects' });
    await within(yours).findByRole('heading', { name: 'Chat app' });
    getDb().projects = getDb().projects.filter((p) => p.title !== 'Chat app');
    await user.click(within(yours).getByRole('button', { name: 'Remove Chat app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove project' }));
    await waitFor(() =>
      expect(localStorage.getItem(`codershub:saved:${demoAccount('developer')._id}:created-projects`)).toBe(
        '[]',
      ),
    );
    expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('projects kept in this browser only (from before projects reached the server)', () => {
  const keep = (role: 'developer' | 'student') =>
    localStorage.setItem(
      `codershub:saved:${demoAccount(role)._id}:projects`,
      JSON.stringify([
        {
          id: 'p-1',
          title: 'Chess bot',
          description: 'Plays chess.',
          link: 'https://github.com/rahul-dev/chess',
          technologies: ['TypeScript'],
          createdAt: '2026-01-02T10:00:00.000Z',
        },
      ]),
    );

  it('are still shown, labelled as kept in this browser only, on the dashboard', async () => {
    keep('student');
    renderRoute('/profile', { as: 'student' });
    const projects = await screen.findByRole('region', { name: /^Projects/ });
    expect(within(projects).getByRole('heading', { name: 'Chess bot' })).toBeInTheDocument();
    expect(within(projects).getByText(/kept in this browser only/i)).toBeInTheDocument();
  });

  it('can be published once from the add-project form, after which the local copy is gone', async () => {
    keep('developer');
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    const local = await screen.findByRole('region', { name: /Kept in this browser only/ });
    await user.click(within(local).getByRole('button', { name: 'Publish Chess bot' }));
    expect(label('Title')).toHaveValue('Chess bot');
    expect(label('Repository link')).toHaveValue('https://github.com/rahul-dev/chess');
    expect(label('Technologies')).toHaveValue('TypeScript');
    await user.clear(label('Description'));
    await user.click(label('Description'));
    await user.paste(DESCRIPTION);
    await user.selectOptions(label('Category'), 'Web Development');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(stored('Chess bot')).toHaveLength(1);
    expect(localStorage.getItem(`codershub:saved:${demoAccount('developer')._id}:projects`)).toBe('[]');
  });
});
