import { expect, test, type Page } from '@playwright/test';
import { fillVacancy, logIn, openApp } from './helpers';

async function logOut(page: Page) {
  await openApp(page, '/profile');
  await page.getByRole('complementary', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('what people write reaches the server', () => {
  test('a developer adds a project, and a visitor then sees it on /projects', async ({ page }) => {
    const title = `Chat app ${Date.now()}`;
    await logIn(page, 'developer');
    await openApp(page, '/profile/edit');
    const form = page.getByRole('form', { name: 'Add a project' });
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form
      .getByRole('textbox', { name: /^Description/ })
      .fill('A realtime chat with rooms, typing indicators and read receipts, built with sockets.');
    await form.getByRole('combobox', { name: /^Category/ }).selectOption('App Development');
    await form.getByRole('textbox', { name: /^Technologies/ }).fill('React Native, Socket.IO');
    await form.getByRole('textbox', { name: /^Repository link/ }).fill('https://github.com/rahul-dev/chat');
    await form.getByRole('button', { name: 'Add project' }).click();
    await expect(page).toHaveURL(/\/profile#projects$/);
    await expect(
      page.getByRole('region', { name: 'Projects' }).getByRole('heading', { name: title }),
    ).toBeVisible();
    await logOut(page);

    await openApp(page, '/projects/app-development');
    const list = page.getByRole('region', { name: 'App Development projects' });
    const card = list.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a recruiter posts a job, closes it from My postings, and it is gone from /career', async ({
    page,
  }) => {
    const title = `Support Engineer ${Date.now()}`;
    await logIn(page, 'recruiter');
    await openApp(page, '/career/post-job');
    await fillVacancy(page, title, 'Full-time');
    await page.getByRole('button', { name: 'Post Vacancy' }).click();
    await expect(page.getByText('Job posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/career$/);

    await openApp(page, '/profile');
    await page
      .getByRole('navigation', { name: 'Recruiter menu' })
      .getByRole('link', { name: 'My postings' })
      .click();
    await expect(page).toHaveURL(/\/profile#my-postings$/);
    const postings = page.getByRole('region', { name: 'My postings' });
    const row = postings.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Close posting/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this posting?' });
    await dialog.getByRole('button', { name: 'Close posting' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();

    await openApp(page, '/career');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await page.getByRole('checkbox', { name: 'Show closed jobs' }).check();
    await expect(page.getByText('No jobs match these filters')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  });
});
