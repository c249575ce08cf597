import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn } from '@/features/auth/log-in';
import { request } from '@/lib/http/client';
import { server } from '@/mocks/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));
const currentUser = () =>
  JSON.parse(localStorage.getItem('currentUser') ?? 'null') as Record<string, unknown>;

/** The JSON bodies the app sent to a path, as the demo API received them. */
function bodiesSentTo(path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request: sent }) => {
    if (new URL(sent.url).pathname.endsWith(path))
      void sent
        .clone()
        .json()
        .then((b: Record<string, unknown>) => bodies.push(b));
  });
  return bodies;
}

describe('edit profile, saved on the server', () => {
  it("a student's bio is saved on the server and is there after signing in again", async () => {
    const { user, router } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.getByText(/saved to your account on the server/i)).toBeInTheDocument();
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Building a compiler in Rust this term.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(currentUser()).toMatchObject({ bio: 'Building a compiler in Rust this term.' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('currentUser')).toBeNull();
    await act(() => logIn({ email: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD }));
    expect(currentUser()).toMatchObject({ bio: 'Building a compiler in Rust this term.' });
    await act(() => router.navigate('/profile/editProfile'));
    const again = await screen.findByRole('form', { name: 'Edit profile' });
    expect(within(again).getByRole('textbox', { name: 'Bio' })).toHaveValue(
      'Building a compiler in Rust this term.',
    );
  });

  it("shows the role's own fields from its profile, and email and username read-only off the student's route", async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'developer' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect(within(form).getByRole('textbox', { name: 'GitHub' })).toHaveValue('https://github.com/rahul-dev');
    expect(within(form).getByRole('textbox', { name: 'Skills' })).toHaveValue(
      'Node.js, React, MongoDB, TypeScript',
    );
    expect(label('Email')).toHaveAttribute('readonly');
    expect(label('Username')).toHaveAttribute('readonly');
    expect(label('Email')).toHaveAccessibleDescription(/cannot be changed here/);
    await user.clear(label('GitHub'));
    await user.type(label('GitHub'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(label('GitHub')).toHaveAccessibleDescription(
        'Enter a full link that starts with http:// or https://',
      ),
    );
  });

  it("sends a developer's update with the whitelist alone: no password, role, _id, email or username", async () => {
    const bodies = bodiesSentTo('/v1/developers/updateprofile');
    const { user } = renderRoute('/profile/editProfile', { as: 'developer' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(label('Skills'));
    await user.type(label('Skills'), 'Go, Rust, go');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0]!;
    expect(Object.keys(body).sort()).toEqual(
      ['bio', 'fieldOfInterest', 'github', 'linkedin', 'name', 'portfolioWebsite', 'skills'].sort(),
    );
    expect(body.skills).toEqual(['Go', 'Rust']);
    // The server's answer (its hash stripped) is what the form and the session show.
    expect(within(form).getByRole('textbox', { name: 'Skills' })).toHaveValue('Go, Rust');
    expect(JSON.stringify(localStorage)).not.toContain('$2b$');
    // And the account still signs in, which a password sent there would have ended.
    await expect(logIn({ email: DEMO_ACCOUNTS.developer, password: DEMO_PASSWORD })).resolves.toBeTruthy();
  });

  it('the trap is real: a password sent to that route is stored unhashed and the account cannot sign in', async () => {
    renderRoute('/profile', { as: 'developer' });
    await request({
      method: 'PUT',
      url: 'v1/developers/updateprofile',
      data: { password: 'Another123' },
      read: (body) => body,
      auth: true,
      once: true,
    });
    await expect(logIn({ email: DEMO_ACCOUNTS.developer, password: 'Another123' })).rejects.toThrow();
    await expect(logIn({ email: DEMO_ACCOUNTS.developer, password: DEMO_PASSWORD })).rejects.toThrow();
  });

  it('says it saved only after the server did: a refusal keeps what was typed and shows its text', async () => {
    server.use(
      http.put('*/v1/teachers/myprofile/update', () =>
        HttpResponse.json({ success: false, message: 'Update failed', error: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/profile/editProfile', { as: 'teacher' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(label('Name'));
    await user.type(label('Name'), 'Vikram R');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your profile was not saved: Update failed.',
    );
    expect(label('Name')).toHaveValue('Vikram R');
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(currentUser()).toMatchObject({ name: demoAccount('teacher').name });
  });

  it("puts the student's server refusal of a taken username on its field", async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(label('Username'));
    await user.type(label('Username'), 'neha.sharma');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(label('Username')).toHaveAccessibleDescription(
        'This username is already taken. Choose another.',
      ),
    );
    expect(label('Username')).toHaveValue('neha.sharma');
  });

  it('keeps the superadmin’s edit in this browser, and says so', async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'superadmin' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.getByText(/saved in this browser/i)).toBeInTheDocument();
    await user.clear(label('Name'));
    await user.type(label('Name'), 'Arjun K');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(currentUser()).toMatchObject({ name: 'Arjun K' });
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Profile picture' })).toBeNull();
  });
});
