import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRequestFailures, logRequestFailure } from '@/lib/http/request-log';
import { readSession } from '@/lib/session/session';
import { server } from '@/mocks/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { signToken } from '@/mocks/token';
import { renderRoute } from '../utils/render-route';
import { demoAccount, loginAs } from '../utils/session';

type User = ReturnType<typeof renderRoute>['user'];

async function submitLogin(user: User, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The sign-in calls the page makes, with what they were sent. */
function captureSignIns() {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/login')) calls.push({ path, body: await request.clone().json() });
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

const payloadOf = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

describe('the superadmin signs in from the same login form', () => {
  it('is not found by v1/auth/login, so the same address (trimmed) and password go to v1/superadmin/login; its email-only token is the session', async () => {
    const calls = captureSignIns();
    const { user, router } = renderRoute('/login?from=%2FsuperAdmin');
    await submitLogin(user, `  ${DEMO_ACCOUNTS.superadmin} `, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/superAdmin'));
    expect(await screen.findByRole('heading', { name: 'Staff management' })).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/v1/auth/login', body: { email: DEMO_ACCOUNTS.superadmin, password: DEMO_PASSWORD } },
      { path: '/v1/superadmin/login', body: { email: DEMO_ACCOUNTS.superadmin, password: DEMO_PASSWORD } },
    ]);
    const token = localStorage.getItem('token')!;
    const payload = payloadOf(token);
    expect(Object.keys(payload).sort()).toEqual(['email', 'exp', 'iat']);
    expect(payload.exp).toBe((payload.iat as number) + 86400);
    expect(readSession()?.user).toMatchObject({ role: 'superadmin', email: DEMO_ACCOUNTS.superadmin });
    // The 404 that led to the superadmin sign-in is an answer, not a failure for System Logs.
    expect(getRequestFailures()).toEqual([]);
  });

  it('keeps the session across a reload: both staff pages and every page below its rank open', async () => {
    const { user } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.superadmin, DEMO_PASSWORD);
    await waitFor(() => expect(readSession()).not.toBeNull());
    for (const [path, heading] of [
      ['/superadmin-panel', /superadmin panel/i],
      ['/superAdmin', 'Staff management'],
      ['/admin-dashboard', /admin dashboard/i],
      ['/teacher-dashboard', /teacher dashboard/i],
    ] as const) {
      // A fresh router over what is stored: a reload.
      const view = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });

  it('ends when its token expires, and logs out like everyone else', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    loginAs('superadmin');
    const first = renderRoute('/superAdmin');
    expect(await screen.findByRole('heading', { name: 'Staff management' })).toBeInTheDocument();
    first.unmount();
    vi.setSystemTime(Date.now() + 24 * 3600 * 1000 + 1000);
    const { router } = renderRoute('/superAdmin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    vi.useRealTimers();
  });

  it('says a wrong password is a failed login, on the email field, and stores nothing', async () => {
    const { user, router } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.superadmin, 'NotThePassword1');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'No account matches this email and password.',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveValue('NotThePassword1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('makes one login call for every other role', async () => {
    const calls = captureSignIns();
    const { user, router } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.map((c) => c.path)).toEqual(['/v1/auth/login']);
  });

  it('refuses an email-only token from v1/auth/login: only the superadmin sign-in issues one', async () => {
    server.use(
      http.post('*/v1/auth/login', () => {
        const now = Math.floor(Date.now() / 1000);
        const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
        const token = `${enc({ alg: 'HS256' })}.${enc({ email: 'x@y.dev', iat: now, exp: now + 60 })}.sig`;
        return HttpResponse.json({ success: true, token });
      }),
    );
    const { user } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    expect(await within(screen.getByRole('form', { name: 'Log in' })).findByRole('alert')).toHaveTextContent(
      'User role not found in token.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the login hands over cleanly', () => {
  it("tolerates a device clock hours ahead of the server's: the fresh token is not taken for an expired one", async () => {
    // The server's clock is two hours behind this device's: its fresh one-hour token ends an hour "ago" here.
    const admin = demoAccount('admin');
    server.use(
      http.post('*/v1/auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'Admin logged in successfully',
          token: signToken(admin._id, 'admin', Math.floor(Date.now() / 1000) - 7200),
        }),
      ),
    );
    const { user, router } = renderRoute('/login?from=%2Fadmin-dashboard');
    await submitLogin(user, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(readSession()?.user.role).toBe('admin');
  });

  it('reports a storage that refuses the session instead of "Login successful!" and a bounce back', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key) {
      if (this === localStorage && (key === 'token' || key === 'currentUser'))
        throw new DOMException('full', 'QuotaExceededError');
    });
    const { user, router } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This browser did not keep your session: its storage is full or blocked',
    );
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    setItem.mockRestore();
  });

  it("clears the previous person's tab data (checkout address, request log) when someone else logs in", async () => {
    loginAs('student');
    sessionStorage.setItem('codershub:checkout-address', JSON.stringify({ name: 'Asha Verma' }));
    act(() =>
      logRequestFailure({ at: Date.now(), method: 'GET', url: 'v1/x', status: 500, message: 'boom' }),
    );
    const { user, router } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.developer, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('codershub:checkout-address')).toBeNull();
    expect(getRequestFailures()).toEqual([]);
    expect(readSession()?.user.role).toBe('developer');
  });
});
