import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_DETAILS } from '@/data/course-details';
import { DRAFT_NOT_KEPT } from '@/features/jobs/components/post-job-form-view';
import { slugify } from '@/lib/format/slug';
import { STAFF_NOT_LISTED_MESSAGE } from '@/features/staff/components/create-staff-form';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { SERVER_FORM_TEXT } from '@/features/profile/components/server-profile-form';
import { NOT_KEPT_AS_YOURS } from '@/features/profile/project-failure';
import { getDb } from '@/mocks/db';
import { renderRoute } from '../utils/render-route';

const sample = COURSE_DETAILS[0]!;
const coursePath = `/classes/web-development/${slugify(sample.title)}/${sample.id}`;

/** From now on every write to local and session storage is refused, as a full quota does. */
function fillStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

afterEach(() => vi.restoreAllMocks());

describe('a browser whose storage is full or blocked', () => {
  it('says a review was not saved, beside the form, and keeps the text', async () => {
    const { user } = renderRoute(coursePath, { as: 'student' });
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    fillStorage();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Worth every minute.');
    await user.click(submit);
    const form = submit.closest('form')!;
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(STORAGE_WRITE_FAILED_MESSAGE),
    );
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Worth every minute.');
    expect(screen.queryByText(/Thank you! Your review was added/)).toBeNull();
  });

  it("says the superadmin's profile edit (kept in this browser) was not saved and keeps the form as typed", async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'superadmin' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    fillStorage();
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'A new bio.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(STORAGE_WRITE_FAILED_MESSAGE),
    );
    expect(bio).toHaveValue('A new bio.');
  });

  it('says a profile the server saved could not be kept in this browser, and keeps it in the form', async () => {
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    fillStorage();
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'A new bio.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SERVER_FORM_TEXT.notKept);
    expect(bio).toHaveValue('A new bio.');
  });

  it('says a new staff account was made but could not be listed in this browser', async () => {
    const { user } = renderRoute('/superAdmin', { as: 'superadmin' });
    await screen.findByRole('heading', { level: 1, name: 'Staff management' });
    fillStorage();
    const region = screen.getByRole('region', { name: 'Add a staff user' });
    await user.type(within(region).getByLabelText(/^Name/), 'Nisha Rao');
    await user.type(within(region).getByLabelText(/^Email/), 'nisha@school.dev');
    await user.type(within(region).getByLabelText(/^Phone/), '9123400009');
    await user.type(within(region).getByLabelText(/^First password/), 'Teach1234');
    await user.click(within(region).getByRole('button', { name: 'Add staff user' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(STAFF_NOT_LISTED_MESSAGE);
    expect(screen.queryByRole('list', { name: 'Staff users' })).not.toBeInTheDocument();
  });

  it('says a checkout address was not saved and leaves the form open as typed', async () => {
    const { user } = renderRoute('/checkout');
    await screen.findByRole('region', { name: 'Your cart' });
    fillStorage();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    const form = screen.getByRole('form', { name: 'Edit delivery address' });
    const city = within(form).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Mysuru');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(STORAGE_WRITE_FAILED_MESSAGE),
    );
    expect(city).toHaveValue('Mysuru');
    expect(screen.queryByText('Address saved.')).toBeNull();
  });

  it('publishes a project all the same, and says this browser could not keep it as yours', async () => {
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    const form = await screen.findByRole('form', { name: 'Add a project' });
    fillStorage();
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Chess bot');
    await user.click(within(form).getByRole('textbox', { name: /^Description/ }));
    await user.paste('Plays chess in the browser against you, with hints, takebacks and a rating.');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Web Development');
    await user.type(within(form).getByRole('textbox', { name: /^Technologies/ }), 'TypeScript');
    await user.click(within(form).getByRole('textbox', { name: /^Repository link/ }));
    await user.paste('https://github.com/rahul-dev/chess');
    await user.click(within(form).getByRole('button', { name: 'Add project' }));
    expect(await screen.findByText(NOT_KEPT_AS_YOURS)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(getDb().projects.filter((p) => p.title === 'Chess bot')).toHaveLength(1);
  });

  it("says a recruiter's post-job draft cannot be kept while the form keeps working", async () => {
    const { user } = renderRoute('/career/post-job', { as: 'recruiter' });
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(screen.queryByText(DRAFT_NOT_KEPT)).toBeNull();
    fillStorage();
    await user.type(title, 'Dev');
    expect(screen.getByRole('alert')).toHaveTextContent(DRAFT_NOT_KEPT);
    expect(title).toHaveValue('Dev');
  });
});
