import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { CURRENT_USER_KEY, TOKEN_KEY } from '@/lib/session/session';
import { renderRoute } from '../utils/render-route';
import { loginAs } from '../utils/session';

describe('route guards', () => {
  it('sends a visitor from /profile to /login carrying the origin', async () => {
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('sends a visitor from a job to /login with the origin and the spec message', async () => {
    const { router } = renderRoute('/job-details/64b000000000000000000001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toEqual({
      from: { pathname: '/job-details/64b000000000000000000001', search: '', hash: '' },
      message: 'Please login to view job details',
    });
  });

  it('treats an expired token as no login', async () => {
    loginAs('admin', { expired: true });
    const { router } = renderRoute('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('treats a malformed token or corrupt stored user as no login, without crashing', async () => {
    localStorage.setItem(TOKEN_KEY, 'not-a-jwt');
    localStorage.setItem(CURRENT_USER_KEY, '{"name":');
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a teacher from /admin-dashboard to /unauthorized', async () => {
    const { router } = renderRoute('/admin-dashboard', { as: 'teacher' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(
      await screen.findByRole('heading', { name: 'You don’t have access to this page' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/teacher-dashboard', 'student', '/unauthorized'],
    ['/teacher-dashboard', 'teacher', '/teacher-dashboard'],
    ['/admin-dashboard', 'admin', '/admin-dashboard'],
    ['/admin-dashboard', 'superadmin', '/admin-dashboard'],
    ['/superadmin-panel', 'admin', '/unauthorized'],
    ['/superAdmin', 'superadmin', '/superAdmin'],
    ['/superAdmin', 'recruiter', '/unauthorized'],
  ] as const)('%s as %s ends on %s', async (path, role, expected) => {
    const { router } = renderRoute(path, { as: role });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('lets a logged-in user reach /profile', async () => {
    const { router } = renderRoute('/profile', { as: 'student' });
    await screen.findByRole('complementary', { name: 'Profile' });
    expect(router.state.location.pathname).toBe('/profile');
  });
});
