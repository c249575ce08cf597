import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, fillVacancy, logIn, openApp } from './helpers';

const armFault = (page: Page, fault: Record<string, unknown>) =>
  page.evaluate(
    (body) =>
      fetch('/__demo/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    fault,
  );

/** The POSTs to v1/jobs/create the page sends from now on. */
function countCreates(page: Page) {
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/jobs/create')) creates.push(r.url());
  });
  return creates;
}

test.describe('posting on the deployed backend’s rules', () => {
  test.afterEach(async ({ page }) => {
    await page.evaluate(() => fetch('/__demo/faults', { method: 'DELETE' })).catch(() => undefined);
  });

  test('an internship is posted and reads as Internship on its card, its page and the admin overview', async ({
    page,
  }) => {
    const title = `Frontend Intern ${Date.now()}`;
    await logIn(page, 'recruiter');
    await openApp(page, '/career/post-job');
    await fillVacancy(page, title, 'Internship');
    await page.getByRole('button', { name: 'Post Vacancy' }).click();
    await expect(page.getByText('Job posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/career$/);

    await page.getByLabel('Job type').selectOption('Internship');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('Internship');
    await expect(card).not.toContainText('type:internship');
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Internship');
    await expect(page.getByRole('main')).not.toContainText('type:internship');
  });

  test('the mail fails after the save: the recruiter is told it is posted and taken to it, posted once', async ({
    page,
  }) => {
    const title = `Support Engineer ${Date.now()}`;
    await logIn(page, 'recruiter');
    await openApp(page, '/career/post-job');
    await armFault(page, {
      path: 'v1/jobs/create',
      status: 400,
      afterSave: true,
      body: { success: false, message: 'Job creation failed', error: 'Missing credentials for "PLAIN"' },
    });
    await fillVacancy(page, title, 'Contract');
    const creates = countCreates(page);
    await page.getByRole('button', { name: 'Post Vacancy' }).click();
    await expect(page.getByText('Job posted successfully!')).toBeVisible();
    await expect(page.getByText(/so we checked the jobs board: it is posted/)).toBeVisible();
    await expect(page).toHaveURL(/\/job-details\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Contract');
    expect(creates).toHaveLength(1);

    await page.goto('/career');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);
  });

  test('the reply is lost after the save: nothing is sent again, and the job is found', async ({ page }) => {
    const title = `Data Analyst ${Date.now()}`;
    await logIn(page, 'recruiter');
    await openApp(page, '/career/post-job');
    await armFault(page, { path: 'v1/jobs/create', status: 0, afterSave: true });
    await fillVacancy(page, title, 'Full-time');
    const creates = countCreates(page);
    await page.getByRole('button', { name: 'Post Vacancy' }).dblclick();
    await expect(page.getByText('Job posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/job-details\/[0-9a-f]{24}$/);
    expect(creates).toHaveLength(1);
  });

  test('no answer and nothing stored: the recruiter is told, and the form and draft stay', async ({
    page,
  }) => {
    const title = `QA Engineer ${Date.now()}`;
    await logIn(page, 'recruiter');
    await openApp(page, '/career/post-job');
    await armFault(page, { path: 'v1/jobs/create', status: 0 });
    await fillVacancy(page, title, 'Part-time');
    await page.getByRole('button', { name: 'Post Vacancy' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'your vacancy is not on it' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
  });

  test('a session that ends on Post Vacancy shows why and "Log in again" in view, and brings the draft back', async ({
    page,
  }) => {
    const title = `Platform Engineer ${Date.now()}`;
    await logIn(page, 'recruiter');
    await openApp(page, '/career/post-job');
    await fillVacancy(page, title, 'Remote');
    // Readable by the app, refused by the server's signature check: the 401 ends the session.
    await page.evaluate(() => localStorage.setItem('token', `${localStorage.getItem('token')}x`));
    await page.getByRole('button', { name: 'Post Vacancy' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'What you typed in the form is kept' });
    await expect(notice).toBeInViewport();
    await expect(notice).toBeFocused();
    const again = page.getByRole('link', { name: 'Log in again' });
    await expect(again).toBeInViewport();

    await again.click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO_EMAIL.recruiter);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/career\/post-job$/);
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: 'Job type' })).toHaveValue('Remote');
  });
});
