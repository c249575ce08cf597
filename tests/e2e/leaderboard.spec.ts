import { expect, test, type Page } from '@playwright/test';
import { axeProblems, openApp, scrollToHeading } from './helpers';

const board = (page: Page) =>
  page.getByRole('list', { name: 'Developers Leaderboard' }).getByRole('listitem');

async function showLeaderboard(page: Page) {
  await scrollToHeading(page, 'Developers Leaderboard');
}

test.describe('Real-World Projects and the Developers Leaderboard', () => {
  test('Load More appends pages until the last one', async ({ page }) => {
    await openApp(page, '/');
    await showLeaderboard(page);
    await expect(board(page)).toHaveCount(10);
    await expect(board(page).first()).toContainText('Rahul Mehta');
    for (const count of [20, 30, 37]) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(board(page)).toHaveCount(count);
    }
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(page.getByText("That's everyone: 37 contributors.")).toBeVisible();
  });

  test('a failure on arrival shows the error, and Refresh loads the list in place', async ({ page }) => {
    test.setTimeout(60_000);
    await openApp(page, '/');
    await page.evaluate(() =>
      fetch('/__demo/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          path: 'v1/leaderboard/all',
          status: 500,
          body: { success: false, error: 'Database unavailable' },
        }),
      }),
    );
    await openApp(page, '/');
    await showLeaderboard(page);
    // After the request layer's three retries.
    const alert = page.getByRole('alert').filter({ hasText: 'Error 500: Database unavailable' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => fetch('/__demo/faults', { method: 'DELETE' }));
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await expect(board(page)).toHaveCount(10);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('on a 375 px phone: no sideways scrolling, the bio tooltip inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    await showLeaderboard(page);
    await expect(board(page)).toHaveCount(10);
    const bio = page.getByText('Full-stack developer building…');
    await bio.focus();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText('Full-stack developer building APIs in Node and interfaces in React.');
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the section, ${theme} theme`, async ({ page }) => {
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/');
      await showLeaderboard(page);
      await expect(board(page)).toHaveCount(10);
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(board(page)).toHaveCount(20);
      await page.getByText('Full-stack developer building…').hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
