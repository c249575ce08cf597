import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn } from '@/features/auth/log-in';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { renderRoute } from '../utils/render-route';
import { PNG_BYTES, withNodeFormData } from '../utils/node-form-data';

withNodeFormData();

const currentUser = () =>
  JSON.parse(localStorage.getItem('currentUser') ?? 'null') as Record<string, unknown>;

describe('change password', () => {
  it('changes it, the session goes on, and then only the new one signs in', async () => {
    const { user, router } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), DEMO_PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'Fresh12345');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Fresh12345');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/profile/editProfile');
    expect(currentUser()).toMatchObject({ isLoggedIn: true });

    await expect(logIn({ email: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD })).rejects.toThrow();
    await expect(logIn({ email: DEMO_ACCOUNTS.student, password: 'Fresh12345' })).resolves.toBeTruthy();
  });

  it('checks the new one before sending, and puts "Incorrect current password" on its field', async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'recruiter' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password');
    await user.type(current, 'NotMine123');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.type(within(form).getByLabelText('Confirm new password'), 'shorter');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
        'Password must be at least 8 characters.',
      ),
    );
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'Fresh12345');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'Fresh12345');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Incorrect current password.'));
    expect(current).toHaveValue('NotMine123');
  });

  it("turns the server's bare 500 into a plain sentence", async () => {
    server.use(
      http.post('*/v1/developers/myprofile/changepassword', () =>
        HttpResponse.json(
          { suceess: false, message: 'Failed to change password', error: 'x' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderRoute('/profile/editProfile', { as: 'developer' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), DEMO_PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'Fresh12345');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Fresh12345');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your password was not changed: the server could not save it. Please try again.',
    );
  });

  it('is not offered where the server has no route (a teacher), and says so', async () => {
    renderRoute('/profile/editProfile', { as: 'teacher' });
    await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.getByText(/no way to change a teacher's password yet/i)).toBeInTheDocument();
  });
});

describe('profile picture', () => {
  const choose = () => screen.getByLabelText('Choose a picture');
  const png = (name = 'me.png', bytes: BlobPart = PNG_BYTES, type = 'image/png') =>
    new File([bytes], name, { type });

  it('uploads it as multipart `profilePicture` and shows it in the sidebar and the header at once', async () => {
    const sent: { type: string | null; file: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/v1/developers/myprofile/picture'))
        void request
          .clone()
          .formData()
          .then((f) =>
            sent.push({ type: request.headers.get('content-type'), file: f.get('profilePicture') }),
          )
          .catch(() => sent.push({ type: request.headers.get('content-type'), file: null }));
    });
    const { user, router } = renderRoute('/profile/editProfile', { as: 'developer' });
    const form = await screen.findByRole('form', { name: 'Profile picture' });
    await user.upload(choose(), png());
    await user.click(within(form).getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Profile picture updated.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]!.file).toMatchObject({ name: 'me.png', size: PNG_BYTES.length });

    const picture = String(currentUser().picture);
    expect(picture).toMatch(/^http:\/\/.+\/__demo\/pictures\/.+\.png$/);
    const aside = screen.getByRole('complementary', { name: 'Profile' });
    expect(within(aside).getByRole('img', { name: /avatar/ })).toHaveAttribute('src', picture);
    expect(screen.getByLabelText(/^Profile picture link/)).toHaveValue(picture);
    // The site's header (the dashboard's has no account menu) shows it on the next page, with no new sign-in.
    await act(() => router.navigate('/about'));
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('img', { name: /avatar/ })).toHaveAttribute('src', picture);
  });

  it.each([
    [
      'a file that is not a JPEG or PNG',
      () => new File(['gif'], 'me.gif', { type: 'image/gif' }),
      /JPEG or PNG/,
    ],
    [
      'a picture over 2 MB',
      () => new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      /2 MB/,
    ],
  ])('refuses %s before sending, on the field', async (_, file, message) => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/myprofile/picture')) calls += 1;
    });
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Profile picture' });
    // As a file picker set to show all files hands it over: the input's accept is only a suggestion.
    fireEvent.change(choose(), { target: { files: [file()] } });
    await user.click(within(form).getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(choose()).toHaveAccessibleDescription(message));
    expect(calls).toBe(0);
  });

  it('says a refused picture could not be saved, and the old one stays', async () => {
    server.use(
      http.put('*/v1/students/myprofile/picture', () =>
        htmlError(500, 'Error: Image file format not allowed'),
      ),
    );
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Profile picture' });
    const before = currentUser().picture;
    await user.upload(choose(), png());
    await user.click(within(form).getByRole('button', { name: 'Upload picture' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The picture could not be saved.');
    expect(currentUser().picture).toBe(before);
  });

  it('is not offered to the superadmin, who has no route', async () => {
    renderRoute('/profile/editProfile', { as: 'superadmin' });
    await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.queryByLabelText('Choose a picture')).toBeNull();
    await act(async () => undefined);
  });
});
