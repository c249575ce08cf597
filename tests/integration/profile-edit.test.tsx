import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';
import { demoAccount, loginAs } from '../utils/session';

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
    expect(label(field)).toHaveAccessibleDescription(expect.stringContaining(message));
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

describe('add a project', () => {
  it.each([
    ['Title', 'Project title is required.'],
    ['Description', 'Description is required.'],
    ['Technologies', 'Add at least one technology.'],
  ])('requires %s: %j', async (field, message) => {
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await screen.findByRole('form', { name: 'Add a project' });
    const values: Record<string, string> = {
      Title: 'Chat app',
      Description: 'Realtime chat',
      Technologies: 'React',
    };
    for (const [name, value] of Object.entries(values))
      if (name !== field) await user.type(label(name), value);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(label(field)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('accepts only an http(s) link', async () => {
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await screen.findByRole('form', { name: 'Add a project' });
    await user.type(label('Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(label('Link')).toHaveAccessibleDescription(
      'Enter a full link that starts with http:// or https://',
    );
  });

  it("adds the project to the dashboard's Projects, kept per user across logout", async () => {
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await screen.findByRole('form', { name: 'Add a project' });
    await user.type(label('Title'), 'Chat app');
    await user.type(label('Description'), 'Realtime chat with rooms and typing indicators.');
    await user.type(label('Link'), 'https://github.com/rahul-dev/chat');
    await user.type(label('Technologies'), 'React, Socket.IO, react');
    await user.click(screen.getByRole('button', { name: 'Add project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.hash).toBe('#projects');
    const projects = await screen.findByRole('region', { name: /^Projects/ });
    expect(within(projects).queryByText('Example')).toBeNull();
    expect(within(projects).getByRole('heading', { name: 'Chat app' })).toBeInTheDocument();
    expect(
      within(projects)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['React', 'Socket.IO']));
    expect(within(projects).getByRole('link', { name: /View project/ })).toHaveAttribute(
      'href',
      'https://github.com/rahul-dev/chat',
    );

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    act(() => void loginAs('student'));
    await act(() => router.navigate('/profile'));
    const studentProjects = await screen.findByRole('region', { name: /^Projects/ });
    expect(within(studentProjects).queryByText('Chat app')).toBeNull();
    expect(within(studentProjects).getByText('Example')).toBeInTheDocument();

    act(() => void loginAs('developer'));
    await act(() => router.navigate('/profile/edit'));
    const yours = await screen.findByRole('region', { name: 'Your projects' });
    await user.click(within(yours).getByRole('button', { name: 'Remove Chat app' }));
    expect(screen.queryByRole('region', { name: 'Your projects' })).toBeNull();
    expect(localStorage.getItem(`codershub:saved:${demoAccount('developer')._id}:projects`)).toBe('[]');
  });
});
