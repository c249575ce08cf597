import { expect, test } from '@playwright/test';
import { logIn, openApp } from './helpers';

// A 1×1 PNG: a real picture, which the demo serves back from its own origin once uploaded.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe("a person's profile, kept by the server", () => {
  test('a student edits the bio, logs out, logs in again and finds it', async ({ page }) => {
    await logIn(page, 'student');
    await openApp(page, '/profile/editProfile');
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Bio' }).fill('Building a compiler in Rust this term.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

    await page
      .getByRole('complementary', { name: 'Profile' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await logIn(page, 'student');
    await openApp(page, '/profile');
    await expect(page.getByText('Building a compiler in Rust this term.')).toBeVisible();
    await openApp(page, '/profile/editProfile');
    await expect(
      page.getByRole('form', { name: 'Edit profile' }).getByRole('textbox', { name: 'Bio' }),
    ).toHaveValue('Building a compiler in Rust this term.');
  });

  test('a picture uploaded shows in the sidebar and, loaded, in the header', async ({ page }) => {
    await logIn(page, 'developer');
    await openApp(page, '/profile/editProfile');
    const form = page.getByRole('form', { name: 'Profile picture' });
    await form
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByText('Profile picture updated.').first()).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Profile' }).getByRole('img', { name: /avatar/ });
    await expect(sidebar).toHaveAttribute('src', /\/__demo\/pictures\/.+\.png$/);

    await openApp(page, '/about');
    const header = page.getByRole('banner').getByRole('img', { name: /avatar/ });
    await expect(header).toHaveAttribute('src', /\/__demo\/pictures\/.+\.png$/);
    // The demo served the bytes: the picture loaded, not the initials' fallback.
    await expect
      .poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  });
});
