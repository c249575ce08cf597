import { expect, test, type Page } from '@playwright/test';
import { axeProblems, layoutShifts, logIn, openApp, waitForSplash } from './helpers';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Links from job data point at example company sites; answer them locally so no test leaves the machine. */
async function stubCompanySites(page: Page) {
  await page.context().route(/^https?:\/\/[^/]*example\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Careers</title><h1>Company careers page</h1>',
    }),
  );
}

test.describe('careers', () => {
  test('the board moves nothing while its jobs arrive, on a phone or a desktop', async ({ page }) => {
    const board = 'section[aria-labelledby="job-results"]';
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openApp(page, '/career');
      await expect(page.locator(`${board} article`).first()).toBeVisible();
      await expect(page.locator(board).getByRole('status')).toHaveText(/^Showing \d+ of \d+ jobs/);
      expect(await layoutShifts(page, board), `/career at ${width} px`).toEqual([]);
    }
  });

  test('a recruiter posts a job and finds it on the board, also after a reload', async ({ page }) => {
    await logIn(page, 'recruiter');
    await openApp(page, '/career');
    await page.getByRole('link', { name: 'Post a Job' }).click();
    await expect(page).toHaveURL(/\/career\/post-job$/);

    await page.getByRole('textbox', { name: 'Job title' }).fill('Accessibility Engineer');
    await page.getByRole('combobox', { name: 'Job type' }).selectOption('Remote');
    await page.getByRole('textbox', { name: 'Location' }).fill('Remote');
    await page.getByRole('radio', { name: 'Experienced' }).check();
    await page.getByRole('spinbutton', { name: 'Years of experience' }).fill('2');
    await page.getByRole('spinbutton', { name: 'Salary per month (INR)' }).fill('95000');
    await page.getByRole('spinbutton', { name: 'Recruitment quota' }).fill('2');
    await page.getByLabel('Recruitment period').fill(day(40));
    await page.getByLabel('Job deadline').fill(day(20));
    await page
      .getByRole('textbox', { name: 'Job description' })
      .fill('Make every screen of our product usable by keyboard and screen reader, and teach the team how.');
    const skills = page.getByRole('textbox', { name: 'Skills', exact: true });
    await skills.fill('WCAG');
    await skills.press('Enter');
    await skills.fill('ARIA, React');
    await skills.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('textbox', { name: 'Keywords' }).fill('a11y, accessibility');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Nimbus Labs');
    await page.getByRole('textbox', { name: 'Company website' }).fill('https://nimbuslabs.example.com');
    await page
      .getByRole('textbox', { name: 'Company description' })
      .fill('Nimbus Labs builds tools for teams.');
    await page
      .getByRole('textbox', { name: 'Apply link' })
      .fill('https://nimbuslabs.example.com/careers/a11y');
    await page.getByRole('button', { name: 'Post Vacancy' }).click();

    await expect(page.getByText('Job posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/career$/);
    const first = page.getByRole('region', { name: /jobs/i }).getByRole('article').first();
    await expect(first).toContainText('Accessibility Engineer');
    await expect(first).toContainText('₹95,000 / month');
    await expect(first).toContainText('2 years');

    await page.reload();
    await waitForSplash(page);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('wcag');
    await expect(page).toHaveURL(/q=wcag/);
    const results = page.getByRole('region', { name: /jobs/i }).getByRole('article');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Accessibility Engineer');
  });

  test('a visitor opens a job, logs in, lands back on it, and applies on the company site', async ({
    page,
  }) => {
    await stubCompanySites(page);
    await openApp(page, '/career');
    await page.getByRole('link', { name: 'Android Developer' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fjob-details%2F/);
    await expect(page.getByText('Please login to view job details')).toBeVisible();

    await page.getByLabel('Email').fill('student@codershub.dev');
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/job-details\/[0-9a-f]{24}$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Android Developer' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Android Developer' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel('Resume (PDF)')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(dialog.getByText('Please upload a PDF file')).toBeVisible();
    await dialog.getByLabel('Resume (PDF)').setInputFiles({
      name: 'my-resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%resume'),
    });
    await dialog.getByRole('checkbox').check();
    const popup = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Continue to company site' }).click();
    const companyTab = await popup;
    await companyTab.waitForLoadState();
    expect(companyTab.url()).toMatch(/^https:\/\/skyroute\.example\.com\/careers\//);

    const done = page.getByRole('dialog', { name: 'Finish applying on skyroute.example.com' });
    await expect(done).toContainText('Upload my-resume.pdf there to finish applying.');
    await expect(done).toContainText('CodersHub has not sent your resume');
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeFocused();
  });

  test('an expired job shows Expired and cannot be applied to', async ({ page }) => {
    await logIn(page, 'developer');
    // Closed jobs are off the board unless asked for.
    await openApp(page, '/career?q=backend');
    await expect(page.getByText('Backend Engineer (Node.js)')).toHaveCount(0);
    await page.getByLabel('Show closed jobs').check();
    await expect(page).toHaveURL(/closed=1/);
    const card = page.getByRole('article').filter({ hasText: 'Backend Engineer (Node.js)' });
    await expect(card.getByText('Expired')).toBeVisible();
    await card.getByRole('link', { name: 'Backend Engineer (Node.js)' }).click();
    const button = page.getByRole('button', { name: 'Expired' });
    await expect(button).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await expect(page.getByText(/Applications closed on \d{2}-\d{2}-\d{4}/)).toBeVisible();
  });

  test('a student who opens the post-job page is told why they cannot post', async ({ page }) => {
    await logIn(page, 'student');
    await openApp(page, '/career/post-job');
    await expect(page.getByText(/Only recruiter and admin accounts can post jobs/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post Vacancy' })).toHaveCount(0);
  });

  test('at 375 px the board and a job page fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, 'student');
    await openApp(page, '/career');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('button', { name: /Apply now|Expired/ })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on a job page, the apply dialog and the post-job form with errors (${theme})`, async ({
      page,
    }) => {
      await logIn(page, 'recruiter');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/career?type=Remote');
      await page.getByRole('link', { name: 'Android Developer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Android Developer' })).toBeVisible();
      expect(await axeProblems(page), 'job page').toEqual([]);
      await page.getByRole('button', { name: 'Apply now' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Continue to company site' })
        .click({ force: true });
      await expect(page.getByText('Please agree to the terms')).toBeVisible();
      expect(await axeProblems(page), 'apply dialog').toEqual([]);
      await openApp(page, '/career/post-job');
      await page.getByRole('button', { name: 'Post Vacancy' }).click();
      await expect(page.getByText('Please fill all required fields.')).toBeVisible();
      expect(await axeProblems(page), 'post-job form').toEqual([]);
    });
  }
});
