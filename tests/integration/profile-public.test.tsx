import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format/dates';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { renderRoute } from '../utils/render-route';
import { holdAnswers } from '../utils/slow-api';
import { demoAccount } from '../utils/session';

const MISSING_ID = '64a1000000000000000000ff';

describe('public profile', () => {
  it('shows a spinner, then the public fields: name, username, role, bio, joined date (dd-MM-yyyy) and counts', async () => {
    const account = demoAccount('developer');
    const release = holdAnswers('*/v1/users/:id/public');
    renderRoute(`/developer/rahul-mehta/${account._id}`);
    expect((await screen.findAllByText('Loading profile…')).length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: account.name })).toBeInTheDocument();
    expect(screen.getByText(`@${account.username}`)).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${account.name}'s avatar` })).toBeInTheDocument();
    expect(screen.getByText(account.bio)).toBeInTheDocument();
    expect(screen.getByText(`Joined ${formatDate(account.createdAt)}`)).toHaveTextContent(
      /Joined \d{2}-\d{2}-\d{4}/,
    );
    const counts = screen.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(counts).toEqual([
      ['Followers', String(account.followers)],
      ['Following', String(account.following)],
      ['Posts', String(account.posts)],
    ]);
  });

  it('accepts the role segment in any case', async () => {
    const account = demoAccount('student');
    renderRoute(`/STUDENT/asha-verma/${account._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: account.name })).toBeInTheDocument();
  });

  it.each([
    ['an id nobody has (demo API 404 "User not found")', MISSING_ID],
    ['an id that cannot be one (demo API 400)', 'not-an-id'],
  ])('%s: "No user found." with the name and role from the link, and Go Back', async (_case, id) => {
    renderRoute(`/recruiter/priya-k-nair/${id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No user found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Priya K Nair' })).toBeInTheDocument();
    expect(screen.getByText('Recruiter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('meets the deployed backend (HTML 404 for the missing call) with "Failed to load user", and Try again recovers', async () => {
    server.use(
      http.get('*/v1/users/:id/public', ({ params }) =>
        htmlError(404, `Cannot GET /v1/users/${String(params.id)}/public`),
      ),
    );
    const account = demoAccount('teacher');
    const { user } = renderRoute(`/teacher/vikram-rao/${account._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user');
    expect(screen.getByRole('heading', { level: 1, name: 'Vikram Rao' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(account.bio)).toBeInTheDocument();
  });

  it('says "Unable to fetch" when the network fails', async () => {
    server.use(http.get('*/v1/users/:id/public', () => HttpResponse.error()));
    renderRoute(`/student/asha-verma/${demoAccount('student')._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to fetch');
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  });

  it('treats an answer without a person as "No user found."', async () => {
    server.use(http.get('*/v1/users/:id/public', () => HttpResponse.json({ success: true, user: {} })));
    renderRoute(`/student/asha-verma/${demoAccount('student')._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No user found.');
  });

  it('Go Back returns to the page the visitor came from', async () => {
    const { user, router } = renderRoute('/career');
    await act(() => router.navigate(`/admin/ghost/${MISSING_ID}`));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/career'));
  });

  it('shows the 404 page for a three-part path whose first part is not a person role', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { user, router } = renderRoute('/blog/some-post/42');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((u) => u.includes('/public'))).toEqual([]);
    await user.click(within(main).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    server.events.removeAllListeners();
  });
});
