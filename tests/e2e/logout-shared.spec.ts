import { expect, test, type Page } from '@playwright/test';
import { logIn, openApp } from './helpers';

const ADDRESS_KEY = 'codershub:checkout-address';

async function editCity(page: Page, city: string) {
  await openApp(page, '/checkout');
  await page.getByRole('button', { name: 'Edit delivery address' }).click();
  const form = page.getByRole('form', { name: 'Edit delivery address' });
  await form.getByRole('textbox', { name: 'City' }).fill(city);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
}

async function logOut(page: Page) {
  await openApp(page, '/profile');
  await page.getByRole('complementary', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const nav = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

test.describe('logout on a shared computer', () => {
  test("clears this tab's and another tab's checkout address and the other tab's cached answers", async ({
    page,
    context,
  }) => {
    await logIn(page, 'student');
    await editCity(page, 'Pune');

    const other = await context.newPage();
    await editCity(other, 'Mysuru');
    let jobRequests = 0;
    other.on('request', (r) => {
      if (r.url().includes('/v1/jobs/all')) jobRequests += 1;
    });
    await nav(other, 'Career').click();
    await expect(other.getByRole('region', { name: /jobs/i }).getByRole('article').first()).toBeVisible();
    await nav(other, 'Classes').click();
    await nav(other, 'Career').click();
    await expect(other.getByRole('region', { name: /jobs/i }).getByRole('article').first()).toBeVisible();
    // Cached: coming back to the board asked nothing again.
    expect(jobRequests).toBe(1);

    await logOut(page);

    // The other tab forgot its checkout address, and asks the server afresh instead of showing cached answers.
    await expect.poll(() => other.evaluate((k) => sessionStorage.getItem(k), ADDRESS_KEY)).toBeNull();
    // (The board's route loader may already ask as the session changes; either way the answer is fetched again.)
    await nav(other, 'Classes').click();
    await nav(other, 'Career').click();
    await expect.poll(() => jobRequests).toBeGreaterThan(1);

    // This tab's checkout shows the sample address again, not the last person's.
    await openApp(page, '/checkout');
    await expect(page.getByRole('region', { name: 'Your cart' })).toBeVisible();
    await expect(page.getByText(/Pune/)).toHaveCount(0);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), ADDRESS_KEY)).toBeNull();
  });

  test('saved projects stay with their account and are never shown to another', async ({ page }) => {
    await logIn(page, 'student');
    // A student's project from before projects were published on the server: kept in this browser only.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { id?: string };
      localStorage.setItem(
        `codershub:saved:${user.id}:projects`,
        JSON.stringify([
          {
            id: 'p-shared-lab',
            title: 'Chess bot for the shared lab',
            description: 'Plays chess in the terminal.',
            link: '',
            technologies: ['TypeScript'],
            createdAt: '2026-01-02T10:00:00.000Z',
          },
        ]),
      );
    });
    await openApp(page, '/profile');
    await expect(page.getByText('Chess bot for the shared lab')).toBeVisible();
    await logOut(page);

    await logIn(page, 'developer');
    await openApp(page, '/profile');
    await expect(page.getByRole('complementary', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Chess bot for the shared lab')).toHaveCount(0);
    await logOut(page);

    await logIn(page, 'student');
    await openApp(page, '/profile');
    await expect(page.getByText('Chess bot for the shared lab')).toBeVisible();
  });
});
