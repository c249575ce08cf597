import { expect, test } from '@playwright/test';
import { axeProblems, logIn, openApp } from './helpers';

test.describe('the seeker tools on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters sit behind a Filters button with the active count, in a sheet; the first card is in the first screen', async ({
    page,
  }) => {
    await openApp(page, '/career?mode=remote&exp=fresher');
    const first = page.getByRole('region', { name: /jobs/i }).getByRole('article').first();
    await expect(first).toBeInViewport();
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Filters (2)' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filter jobs' });
    await expect(sheet.getByLabel('Work mode')).toHaveValue('remote');
    await expect(sheet).toContainText('Clear filters');
    expect(await axeProblems(page)).toEqual([]);
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await sheet.getByLabel('Date posted').selectOption('30');
    await expect(page).toHaveURL(/posted=30/);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeFocused();
  });

  test('Apply now stays in reach on a job page, and the page passes axe in both themes', async ({ page }) => {
    await logIn(page, 'student');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/career');
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('article').first().getByRole('button', { name: 'Save' }).click();
      await page.mouse.wheel(0, 1500);
      await expect(page.getByRole('button', { name: 'Apply now' })).toBeInViewport();
      await expect(page.getByRole('heading', { name: 'Similar jobs' })).toBeAttached();
      expect(await axeProblems(page), theme).toEqual([]);
    }
  });

  test("at the end of a job page, the Apply bar covers none of the footer's links", async ({ page }) => {
    await logIn(page, 'student');
    await openApp(page, '/job-details/64c100000000000000000001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const links = page.getByRole('contentinfo').locator('a, button');
    await expect(page.getByRole('button', { name: 'Reset demo data' })).toBeInViewport();
    const covered = await links.evaluateAll((items) =>
      items
        .filter((item) => {
          const box = item.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          // The lower half of the screen: the bar's side (the header is sticky at the top).
          const low = box.top >= window.innerHeight / 2 && box.bottom <= window.innerHeight;
          return box.height > 0 && low && !item.contains(hit);
        })
        .map((item) => item.textContent),
    );
    expect(covered).toEqual([]);
  });
});
