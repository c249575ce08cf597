import { expect, test, type Page } from '@playwright/test';
import { logIn, openApp } from './helpers';

const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: /jobs/i })
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .allTextContents();

/** The titles on the board once it has them all (its list is busy while only the first cards are up). */
async function firstCards(page: Page) {
  const region = page.getByRole('region', { name: /jobs/i });
  await expect(region.getByRole('article').first()).toBeVisible();
  await expect(region.locator('ul[aria-busy="true"]')).toHaveCount(0);
  return cardTitles(page);
}

test.describe('the seeker board', () => {
  test('a shared URL reproduces the filters and the sort, and Clear filters resets everything', async ({
    page,
  }) => {
    await openApp(page, '/career?sort=pay&minPay=25000&mode=remote');
    const shown = await firstCards(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('pay');
    await expect(page.getByLabel('Minimum monthly pay')).toHaveValue('25000');
    await expect(page.getByLabel('Work mode')).toHaveValue('remote');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText('highest pay first');

    await page.getByLabel('Experience').selectOption('1-2');
    await expect(page).toHaveURL(/exp=1-2/);
    const narrowed = await firstCards(page);
    const url = page.url();

    const other = await page.context().newPage();
    await openApp(other, url.replace(/^https?:\/\/[^/]+/, ''));
    expect(await firstCards(other)).toEqual(narrowed);
    await expect(other.getByLabel('Experience')).toHaveValue('1-2');
    await other.close();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    expect(shown.length).toBeGreaterThan(0);
  });

  test('the Saved view lists the saved jobs, and they survive a reload', async ({ page }) => {
    await openApp(page, '/career');
    const titles = await firstCards(page);
    const second = page.getByRole('article').nth(1);
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Saved (1)' }).click();
    await expect(page).toHaveURL(/view=saved/);
    await expect.poll(() => cardTitles(page)).toEqual([titles[1]]);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([titles[1]]);
    await expect(page.getByRole('link', { name: 'Saved (1)' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('sharing a job', () => {
  async function openAJob(page: Page) {
    await logIn(page, 'student');
    await openApp(page, '/career');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/job-details\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  test('opens the system share sheet where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          w.shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await openAJob(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(page.url());
    await expect(page.getByText('Link copied to the clipboard.')).toHaveCount(0);
  });

  test('copies the link and says so where there is no share sheet', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { copied: string[] };
      w.copied = [];
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: (text: string) => {
            w.copied.push(text);
            return Promise.resolve();
          },
        },
      });
    });
    await openAJob(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(copied).toEqual([page.url()]);
  });
});

test.describe('what you applied to', () => {
  test('coming back from the company tab asks "Did you apply?"; only Yes marks the job, and it lasts', async ({
    page,
    context,
  }) => {
    await logIn(page, 'developer');
    await openApp(page, '/career');
    await page.getByRole('link', { name: 'Android Developer' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Android Developer' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Android Developer' });
    await dialog.getByLabel('Resume (PDF)').setInputFiles({
      name: 'my-resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%resume'),
    });
    await dialog.getByRole('checkbox').check();
    // Playwright keeps every page focused; without that emulation (set after the last navigation, which resets it)
    // the browser's own blur and focus arrive as a person switching tabs makes them.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Continue to company site' }).click();
    const companyTab = await popup;
    await companyTab.bringToFront();
    await expect(page.getByRole('dialog', { name: /^Finish applying on/ })).toBeVisible();
    await expect(page.getByText(/^Applied on/)).toHaveCount(0);

    await companyTab.close();
    await page.bringToFront();
    const ask = page.getByRole('group', { name: 'Did you apply?' });
    await expect(ask).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(ask).toHaveCount(0);
    const applied = page.getByText(/^Applied on \d{2}-\d{2}-\d{4}$/);
    await expect(applied).toBeVisible();
    await page.reload();
    await expect(applied).toBeVisible();
  });
});
