import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));
const currentUser = () =>
  JSON.parse(localStorage.getItem('currentUser') ?? 'null') as Record<string, unknown>;

describe('edit profile', () => {
  it('starts from the stored user and shows the role read-only', async () => {
    renderRoute('/profile/editProfile', { as: 'teacher' });
    await screen.findByRole('form', { name: 'Edit profile' });
    const account = demoAccount('teacher');
    expect(label('Name')).toHaveValue(account.name);
    expect(label('Email')).toHaveValue(account.email);
    expect(label('Username')).toHaveValue(account.username);
    expect(label('Role')).toHaveValue('Teacher');
    expect(label('Role')).toHaveAttribute('readonly');
  });

  it.each([
    ['Name', '', 'Name is required.'],
    ['Email', '', 'Email is required.'],
    ['Email', 'asha@', 'Invalid email format.'],
    ['Username', '', 'Username is required.'],
    // A person's name, by the rule registration, staff and the address use (lib/validation/person-name.ts).
    ['Name', 'Asha 2', 'Only letters and spaces allowed.'],
    ['Name', 'Asha_V', 'Only letters and spaces allowed.'],
  ])('requires %s: %j → %j, and stores nothing', async (field, value, message) => {
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    await screen.findByRole('form', { name: 'Edit profile' });
    const before = localStorage.getItem('currentUser');
    await user.clear(label(field));
    if (value) await user.type(label(field), value);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(label(field)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(label(field)).toHaveFocus();
    expect(localStorage.getItem('currentUser')).toBe(before);
  });

  it('saves a name written in Devanagari', async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(label('Name'));
    await user.type(label('Name'), 'प्रिया शर्मा');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(currentUser()).toMatchObject({ name: 'प्रिया शर्मा' });
    const aside = screen.getByRole('complementary', { name: 'Profile' });
    expect(within(aside).getByText('प्रिया शर्मा')).toBeInTheDocument();
  });

  it('saves to the stored current user, says so, and the sidebar follows', async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(label('Name'));
    await user.type(label('Name'), 'Asha V');
    await user.clear(label('Username'));
    await user.type(label('Username'), 'ashav');
    await user.type(label('Bio'), ' Now learning Rust.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(currentUser()).toMatchObject({
      name: 'Asha V',
      username: 'ashav',
      role: 'student',
      isLoggedIn: true,
    });
    expect(String(currentUser().bio)).toMatch(/Now learning Rust\.$/);
    const aside = screen.getByRole('complementary', { name: 'Profile' });
    expect(within(aside).getByText('Asha V')).toBeInTheDocument();
    expect(within(aside).getByText('@ashav')).toBeInTheDocument();
  });
});
