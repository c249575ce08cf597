import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

/** The paths of the requests sent to the demo API from now on that contain `fragment`. */
function requestsTo(fragment: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) seen.push(new URL(request.url).pathname);
  });
  return seen;
}

describe('a route’s loader starts its query with its code', () => {
  it('asks for the jobs list once on a visit to the board, before the board is on screen', async () => {
    const seen = requestsTo('/v1/jobs/all');
    const heading = () => screen.queryByRole('heading', { level: 1 });
    let onScreenAtRequest: boolean | null = null;
    server.events.on('request:start', () => {
      onScreenAtRequest ??= heading() !== null;
    });
    renderRoute('/career');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(seen).toEqual(['/v1/jobs/all']);
    expect(onScreenAtRequest).toBe(false);
  });

  it('asks for a public profile on a direct visit, once', async () => {
    const seen = requestsTo('/public');
    renderRoute('/student/asha-verma/64a1000000000000000000000001');
    await waitFor(() => expect(seen).toEqual(['/v1/users/64a1000000000000000000000001/public']));
  });

  it('does not ask for a profile when the first segment is no person’s role (the 404)', async () => {
    const seen = requestsTo('/public');
    renderRoute('/pizza/margherita/1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('asks for the jobs list as soon as a navigation to a job starts, once', async () => {
    const seen = requestsTo('/v1/jobs/all');
    const { router } = renderRoute('/unauthorized', { as: 'student' });
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/job-details/64c100000000000000000001');
    expect(seen).toEqual(['/v1/jobs/all']);
  });
});

describe('a guard decides before any loader runs', () => {
  it('sends a teacher from /superadmin-panel to /unauthorized without asking for the students', async () => {
    const seen = requestsTo('/v1/students');
    const { router } = renderRoute('/superadmin-panel', { as: 'teacher' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('sends a visitor from a job to /login without asking for the jobs', async () => {
    const seen = requestsTo('/v1/jobs/all');
    const { router } = renderRoute('/job-details/64c100000000000000000001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(seen).toEqual([]);
  });

  it('lets a superadmin in, and the students are asked for once', async () => {
    const seen = requestsTo('/v1/students');
    renderRoute('/superadmin-panel', { as: 'superadmin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Superadmin Panel' })).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual(['/v1/students']));
  });
});
