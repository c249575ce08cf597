import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { request } from '@/lib/http/client';
import { TOKEN_KEY, readSession } from '@/lib/session/session';
import { renderRoute } from '../utils/render-route';
import { loginAs } from '../utils/session';

const refusedToken = () => {
  const token = loginAs('student');
  // A token the server no longer accepts (its signature was changed) while the client still thinks it is fine.
  localStorage.setItem(TOKEN_KEY, `${token.slice(0, -2)}xx`);
};
const callProfile = () =>
  act(() =>
    request({ method: 'GET', url: 'v1/students/myprofile', read: (body) => body }).catch(() => undefined),
  );

describe('a 401 on an authenticated call', () => {
  it('ends the session centrally; a public page stays, in the visitor’s view', async () => {
    refusedToken();
    localStorage.setItem('theme', 'dark');
    const { router } = renderRoute('/career');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await callProfile();
    await waitFor(() => expect(readSession()).toBeNull());
    expect(router.state.location.pathname).toBe('/career');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(within(nav.closest('header')!).getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('sends a protected page to /login with the origin and the reason', async () => {
    refusedToken();
    const { router } = renderRoute('/profile');
    await screen.findByRole('heading', { level: 1 });
    await callProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({
      from: { pathname: '/profile' },
      message: 'Your session has ended. Please log in again.',
    });
  });
});

describe('the token’s expiry', () => {
  it('sends a protected page to /login with the reason, and logging in again returns there', async () => {
    loginAs('student', { expiresIn: 2 });
    const { router, user } = renderRoute('/profile/notification');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your session has expired. Please log in again.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'student@codershub.dev');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/notification'));
  });
});
