import { expect, test, type Page } from '@playwright/test';
import { axeProblems, openApp } from './helpers';

/** Everything React reports while hydrating or rendering: errors in the console and uncaught ones. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** Remembers the h1 the page had when its HTML was parsed (before any module ran). */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { parsedH1: document.querySelector('h1') });
    });
  });
}
const sameHeadingAsParsed = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedH1: Element | null }).parsedH1;
    return parsed !== null && parsed === document.querySelector('h1');
  });

const results = (page: Page) => page.getByRole('region', { name: /jobs/i });
const status = (page: Page) => results(page).getByRole('status');

test.describe('the jobs board and its address', () => {
  test('a filtered link paints the filtered board without a hydration mismatch', async ({ page }) => {
    const errors = collectErrors(page);
    // The server sends /career's prerendered (unfiltered) page for this address too.
    const html = await (await page.request.get('/career?q=react&type=Full-time')).text();
    expect(html).toMatch(/<div id="root"><[a-z]/);
    await openApp(page, '/career?q=react&type=Full-time');
    await expect(page.getByRole('heading', { level: 2, name: 'Matching jobs' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('react');
    await expect(page.getByRole('combobox', { name: 'Job type' })).toHaveValue('Full-time');
    await expect(results(page).getByRole('article').first()).toContainText(/react/i);
    expect(errors).toEqual([]);
  });

  test('the plain board keeps and hydrates its prerendered markup', async ({ page }) => {
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    await openApp(page, '/career');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    // Hydrated, not replaced: the heading is the very element the HTML arrived with.
    expect(await sameHeadingAsParsed(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('a board of 2,000 jobs (the demo flag)', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page, '/career?demoJobs=2000');
    // The flag is read once and leaves the address.
    await expect(page).toHaveURL(/\/career$/);
    // Most generated jobs are past their deadline, and the board hides closed jobs unless asked: these tests ask,
    // to page through all 2,000.
    await page.goto('/career?closed=1');
    await expect(status(page)).toHaveText('Showing 1–20 of 2,000 jobs, newest first');
  });

  test('shows 20 cards, a page from its URL, and a search that narrows the exact count', async ({ page }) => {
    const errors = collectErrors(page);
    await expect(results(page).getByRole('article')).toHaveCount(20);

    await page.goto('/career?closed=1&page=7');
    await expect(status(page)).toHaveText('Showing 121–140 of 2,000 jobs, newest first');
    await expect(page.getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');

    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.pressSequentially('kubernetes', { delay: 30 });
    await expect(box).toHaveValue('kubernetes');
    await expect(page).toHaveURL(/\?closed=1&q=kubernetes$/);
    await expect(status(page)).toHaveText(
      /^Showing 1–20 of [\d,]+ matching jobs \(2,000 in all\), newest first$/,
    );
    const narrowed = Number(
      (await status(page).textContent())!.match(/of ([\d,]+) matching/)![1]!.replace(/,/g, ''),
    );
    expect(narrowed).toBeGreaterThan(20);
    expect(narrowed).toBeLessThan(2000);
    await expect(results(page).getByRole('article').first()).toContainText(/kubernetes/i);
    expect(errors).toEqual([]);
  });

  test('moves between pages by keyboard, focus at the top of the new results, and Back returns', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Showing 21–40 of 2,000 jobs, newest first');
    await expect(page).toHaveURL(/\?closed=1&page=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Latest jobs' })).toBeFocused();
    // By keyboard too: a click aims at where the link was drawn, and once in a full run (two workers) it landed
    // beside it while the page was still moving; the keys go to the link itself.
    await page.getByRole('link', { name: 'Page 100' }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Showing 1,981–2,000 of 2,000 jobs, newest first');
    await page.goBack();
    await expect(status(page)).toHaveText('Showing 21–40 of 2,000 jobs, newest first');
  });

  test('fits a 375 px screen with its pages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/career?closed=1&page=3');
    await expect(page.getByText('Page 3 of 100')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on a page of a large board (${theme})`, async ({ page }) => {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/career?closed=1&page=2&type=Full-time');
      await expect(status(page)).toHaveText(/^Showing 21–40 of/);
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
