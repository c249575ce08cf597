import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';

beforeEach(() => sessionStorage.clear());

/**
 * A capped field: the browser stops typing at its limit, and a count of what is typed, "12/120", is shown under it
 * and read with it (aria-describedby).
 */
function expectCapped(field: HTMLElement, max: number, typed: number) {
  expect(field).toHaveAttribute('maxLength', String(max));
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const count = described
    .map((id) => document.getElementById(id))
    .find((el) => el?.dataset.count !== undefined);
  expect(count, 'a count tied to the field').toBeTruthy();
  expect(count).toHaveTextContent(`${typed}/${max}`);
  expect(count).toBeVisible();
}

const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

describe('forms cap what the layout cannot take, with a count', () => {
  it('post a job: title 120, company 100, location 80', async () => {
    renderRoute('/career/post-job', { as: 'recruiter' });
    const title = await screen.findByLabelText(/^Job title/);
    expectCapped(title, 120, 0);
    type(title, 'Platform Engineer');
    expectCapped(title, 120, 17);
    const company = screen.getByLabelText(/^Company name/);
    type(company, 'ByteForge');
    expectCapped(company, 100, 9);
    expectCapped(screen.getByLabelText(/^Location/), 80, 0);
    expect(screen.getByLabelText(/^Skills/)).toHaveAttribute('maxLength');
  });

  it('a skill chip takes 40 characters: a longer one stays in the box, with the reason', async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    const skills = await screen.findByLabelText(/^Skills/);
    const long = 'x'.repeat(41);
    await user.type(skills, `${long}{Enter}`);
    expect(screen.queryByRole('list', { name: 'Chosen skills' })).not.toBeInTheDocument();
    expect(skills).toHaveValue(long);
    expect(skills).toHaveAccessibleDescription('Keep each skill to 40 characters or fewer.');
    await user.clear(skills);
    await user.type(skills, `${'x'.repeat(40)}{Enter}`);
    expect(within(screen.getByRole('list', { name: 'Chosen skills' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('add a project: title 100, description 1000', async () => {
    renderRoute('/profile/edit', { as: 'developer' });
    await screen.findByRole('form', { name: 'Add a project' });
    const title = screen.getByLabelText(/^Title/);
    type(title, 'Chat app');
    expectCapped(title, 100, 8);
    expectCapped(screen.getByLabelText(/^Description/), 1000, 0);
  });

  it('edit profile: a name of 80, a bio of 500 (the backend’s own cap)', async () => {
    renderRoute('/profile/editProfile', { as: 'student' });
    await screen.findByRole('form', { name: 'Edit profile' });
    const name = screen.getByLabelText(/^Name/);
    expectCapped(name, 80, (name as HTMLInputElement).value.length);
    const bio = screen.getByLabelText(/^Bio/);
    type(bio, 'Learning Rust.');
    expectCapped(bio, 500, 14);
  });

  it('a course review: a comment of 1000', async () => {
    renderRoute(
      '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001',
      { as: 'student' },
    );
    const feedback = await screen.findByRole('region', { name: 'Student feedback' });
    const comment = within(feedback).getByRole('textbox', { name: 'Your review' });
    type(comment, 'Great.');
    expectCapped(comment, 1000, 6);
  });

  it('a count outside the limit (text kept from before the cap) says so, and the form refuses it', async () => {
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await screen.findByRole('form', { name: 'Add a project' });
    const title = screen.getByLabelText(/^Title/);
    // A value set by script is not cut by maxLength, as a restored draft would not be.
    type(title, 'x'.repeat(101));
    type(screen.getByLabelText(/^Description/), 'Realtime chat');
    type(screen.getByLabelText(/^Technologies/), 'React');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(/100 characters/));
    expect(title).toHaveValue('x'.repeat(101));
  });
});
