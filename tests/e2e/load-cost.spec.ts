import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test.describe('what a page load does not pay for', () => {
  test('the toast library loads at the first interaction, not with the page', async ({ page }) => {
    const toastChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/toasts-[\w-]+\.js$/.test(r.url())) toastChunks.push(r.url());
    });
    await openApp(page, '/career');
    await page.waitForTimeout(1500);
    expect(toastChunks).toEqual([]);
    expect(await page.locator('.Toastify').count()).toBe(0);

    await page.getByRole('searchbox').first().focus();
    await expect.poll(() => toastChunks.length).toBe(1);
    await expect(page.locator('.Toastify')).toBeAttached();
  });
});
