import { expect, test, type Page } from '@playwright/test';
import { logIn, openApp } from './helpers';

const COURSE_PATH =
  '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001';
const NOT_SAVED = /Not saved: this browser's storage is full or blocked/;

/** From the next page load on, every storage write throws as a full quota does (reads still work). */
async function fillStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

test.describe('a full storage', () => {
  test('a review is said to be unsaved where it was written, and its text stays', async ({ page }) => {
    await logIn(page, 'student');
    await fillStorage(page);
    await openApp(page, COURSE_PATH);
    const feedback = page.getByRole('region', { name: 'Student feedback' });
    await feedback.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(feedback.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await feedback.getByRole('textbox', { name: 'Your review' }).fill('Worth every minute.');
    await feedback.getByRole('button', { name: 'Submit Review' }).click();
    await expect(feedback.getByRole('alert')).toHaveText(NOT_SAVED);
    await expect(feedback.getByRole('textbox', { name: 'Your review' })).toHaveValue('Worth every minute.');
    await expect(feedback).toContainText('3 reviews');
  });

  // The superadmin's profile is the one kept in this browser (the others are saved on the server).
  test('a profile edit is said to be unsaved and the form keeps it', async ({ page }) => {
    await logIn(page, 'superadmin');
    await fillStorage(page);
    await openApp(page, '/profile/editProfile');
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Bio' }).fill('A new bio that cannot be kept.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('alert')).toHaveText(NOT_SAVED);
    await expect(form.getByRole('textbox', { name: 'Bio' })).toHaveValue('A new bio that cannot be kept.');
  });
});
