import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readToken } from '@/lib/session/jwt';
import { ROLES, type Role } from '@/lib/session/roles';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { signToken } from '@/mocks/token';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

type User = ReturnType<typeof renderRoute>['user'];

async function submitLogin(user: User, email: string, password: string) {
  const emailField = await screen.findByLabelText('Email');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

describe('login screen', () => {
  it('has labelled fields, the forget-password and register links, and a disabled Google sign-in', async () => {
    renderRoute('/login');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forget password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it.each([
    ['', 'Password123', 'Email', 'Email is required'],
    ['not-an-email', 'Password123', 'Email', 'Invalid email address'],
    ['student@codershub.dev', '', 'Password', 'Password is required'],
    ['student@codershub.dev', 'short', 'Password', 'Password must be at least 8 characters'],
  ])(
    'validates %j / %j: "%s" shows %j and the fix-errors toast, without calling the server',
    async (email, password, field, message) => {
      const { user, router } = renderRoute('/login');
      await submitLogin(user, email, password);
      await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message));
      expect(await screen.findByText('Please fix the highlighted errors.')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('clears a field error when that field is edited', async () => {
    const { user } = renderRoute('/login');
    await submitLogin(user, '', 'Password123');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, 'a');
    expect(email).not.toHaveAccessibleDescription('Email is required');
  });

  it('reads an unknown address (404 "User not found", then the superadmin sign-in\'s 401) as a plain sentence on the email field, keeping what was typed', async () => {
    const { user } = renderRoute('/login');
    await submitLogin(user, 'nobody@codershub.dev', 'Password123');
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('No account matches this email and password.'),
    );
    expect(email).toHaveValue('nobody@codershub.dev');
    expect(screen.getByLabelText('Password')).toHaveValue('Password123');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reads the demo API\'s 400 "Invalid credentials" as "Incorrect password." on the password field', async () => {
    const { user } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, 'WrongPassword1');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Incorrect password.'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.student);
  });

  it('reads "Signing in..." while the request is on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/v1/auth/login', async () => {
        await gate;
        return HttpResponse.json({ success: false, message: 'User not found' }, { status: 404 });
      }),
    );
    const { user } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('trims and lower-cases the email before sending it', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/v1/auth/login')) sent = await request.clone().json();
    });
    const { user, router } = renderRoute('/login');
    await submitLogin(user, '  Student@CodersHub.DEV ', DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({ email: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD });
    server.events.removeAllListeners();
  });

  it.each(ROLES)(
    'logs a %s in: token stored, role read from it, current user built, then / after the pause',
    async (role: Role) => {
      const { user, router } = renderRoute('/login');
      await submitLogin(user, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
      expect(await screen.findByText('Login successful!')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));

      const account = demoAccount(role);
      const token = localStorage.getItem('token');
      const claims = readToken(token);
      expect(claims.ok && claims.claims.role).toBe(role);
      const current = stored('currentUser');
      const fromProfile = !['admin', 'superadmin'].includes(role);
      expect(current).toMatchObject({
        email: account.email,
        username: account.username,
        role,
        token,
        isLoggedIn: true,
        // The superadmin's token carries no id.
        id: role === 'superadmin' ? '' : account._id,
        name: fromProfile ? account.name : role === 'admin' ? 'Admin' : 'Superadmin',
        bio: fromProfile ? account.bio : '',
      });
      expect(stored('user')).toMatchObject({ email: account.email, role });
    },
  );

  it('returns to the origin page the guard sent it from', async () => {
    const { user, router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await submitLogin(user, DEMO_ACCOUNTS.developer, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('opens, and logs in to /, when a link gives it a `from` that is not an address', async () => {
    const { user, router } = renderRoute(`/login?from=${encodeURIComponent('http://[')}`);
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the message a redirect carries on arrival', async () => {
    const { router } = renderRoute('/job-details/64b000000000000000000001');
    expect(await screen.findByText('Please login to view job details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('login failures beyond the form', () => {
  const student = () => demoAccount('student');
  const answerWithToken = (token: string | undefined) =>
    server.use(
      http.post('*/v1/auth/login', () =>
        HttpResponse.json({ success: true, message: 'Student logged in successfully', token }),
      ),
    );

  it.each([
    ['no token in the answer', () => answerWithToken(undefined), 'Invalid login credentials'],
    [
      'a token without a role',
      () => answerWithToken(signToken(student()._id, '')),
      'User role not found in token.',
    ],
    [
      'a token with a role the app has no profile for',
      () => answerWithToken(signToken(student()._id, 'mentor')),
      'No profile endpoint found for role',
    ],
    [
      'a token that cannot be read',
      () => answerWithToken('not-a-token'),
      'Token not found. Please login again.',
    ],
    [
      'the server crashing (HTML 500)',
      () => server.use(http.post('*/v1/auth/login', () => htmlError(500, 'Internal Server Error'))),
      'Login failed. Please try again.',
    ],
    [
      "the demo API's 500 for a missing password hash",
      () =>
        server.use(
          http.post('*/v1/auth/login', () =>
            HttpResponse.json(
              { success: false, message: 'Server error', error: 'data and hash arguments required' },
              { status: 500 },
            ),
          ),
        ),
      'Login failed. Please try again.',
    ],
  ])('%s → toast and alert on the form %j, no session, still on /login', async (_case, arrange, message) => {
    arrange();
    const { user, router } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    // The toast says it too, and closes by itself; the form keeps it.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.student);
  });

  it('keeps a refusal on the form until a field is edited', async () => {
    answerWithToken(undefined);
    const { user } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid login credentials');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'x');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the half session and shows the error when the profile call fails', async () => {
    server.use(
      http.get('*/v1/students/myprofile', () =>
        HttpResponse.json({ success: false, message: 'Profile service is down' }, { status: 503 }),
      ),
    );
    const { user, router } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    expect(await within(screen.getByRole('form', { name: 'Log in' })).findByRole('alert')).toHaveTextContent(
      'We could not load your profile: Profile service is down',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a profile answer that is not keyed by the role', async () => {
    server.use(
      http.get('*/v1/teachers/myprofile', () =>
        HttpResponse.json({ success: true, student: { name: 'Wrong key' } }),
      ),
    );
    const { user } = renderRoute('/login');
    await submitLogin(user, DEMO_ACCOUNTS.teacher, DEMO_PASSWORD);
    expect(await within(screen.getByRole('form', { name: 'Log in' })).findByRole('alert')).toHaveTextContent(
      'We could not load your profile: Unexpected response from server. Please try again later.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
