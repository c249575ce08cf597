import { expect, test, type Page } from '@playwright/test';
import { axeProblems, layoutShiftScore, openApp, TIMED, waitForApp, waitForSplash } from './helpers';

/** Every page of the store and the checkout (the prerendered ones and the states that are not). */
const PAGES = [
  '/store',
  '/store/books',
  '/store/products',
  '/store/tranings',
  '/store/trainings',
  '/book-details/1',
  '/book-details/4',
  '/product-details/1',
  '/product-details/2',
  '/training-details/1',
  '/training-details/3',
  '/training-details/999',
  '/checkout',
];

/** Links from the catalogue point at real sites; answer them locally so no test leaves the machine. */
async function stubCatalogueSites(page: Page) {
  await page.context().route(/^https:\/\/(?!127\.0\.0\.1)[^/]+\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Course</title><h1>Course page</h1>',
    }),
  );
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('store and checkout', () => {
  test('store → training → checkout: the training is in the cart, survives a reload and a fresh visit', async ({
    page,
  }) => {
    await openApp(page, '/store/books');
    await page
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: 'Trainings' })
      .click();
    await expect(page).toHaveURL(/\/store\/tranings$/);
    await page.getByRole('link', { name: 'Meta Front-End Developer Professional Certificate' }).click();
    await expect(page).toHaveURL(/\/training-details\/1$/);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const cart = page.getByRole('region', { name: 'Your cart' });
    const total = page.getByRole('complementary', { name: 'Order summary' }).locator('dd').last();
    await expect(cart).toContainText('Meta Front-End Developer Professional Certificate');
    await expect(total).toHaveText('₹15,001.00');

    await page.reload();
    await waitForApp(page);
    await expect(cart).toContainText('Meta Front-End Developer Professional Certificate');
    await expect(total).toHaveText('₹15,001.00');

    // A new page load without navigation state: this tab's last choice.
    await page.goto('/checkout');
    await waitForApp(page);
    await expect(cart).toContainText('Meta Front-End Developer Professional Certificate');

    await page.getByRole('textbox', { name: 'Promo code' }).fill('CODERS10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(total).toHaveText('₹13,501.10');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No payment was taken' })).toContainText(
      'for ₹13,501.10',
    );
  });

  test('a new tab opened on /checkout shows the sample item priced ₹100.00', async ({ page }) => {
    await openApp(page, '/checkout');
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Sample item');
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('₹102.00');
  });

  test('prerendered pages hydrate without a mismatch and without moving', TIMED, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const paths = ['/store/books', '/store/products', '/training-details/1', '/checkout'];
    // A desktop, and the phone Lighthouse's mobile run emulates.
    for (const [viewport, path] of [
      ...paths.map((p) => [{ width: 1280, height: 800 }, p] as const),
      ...paths.map((p) => [{ width: 412, height: 823 }, p] as const),
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForApp(page);
      await waitForSplash(page);
      const shift = await layoutShiftScore(page);
      expect(shift, `${path} at ${viewport.width} px: layout shift`).toBeLessThanOrEqual(0.02);
    }
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  test('catalogue links open in a new tab', async ({ page }) => {
    await stubCatalogueSites(page);
    await openApp(page, '/training-details/1');
    const popup = page.context().waitForEvent('page');
    await page.getByRole('link', { name: /View on Coursera/ }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.coursera.org/professional-certificates/meta-front-end-developer');
    await expect(page).toHaveURL(/\/training-details\/1$/);
  });

  test('an ISBN never wraps in the middle of the number, on a phone or a desktop', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/book-details/1', '/book-details/4']) {
        await openApp(page, path);
        const isbn = page.locator('dt', { hasText: /^ISBN$/ }).locator('xpath=following-sibling::dd[1]');
        await expect(isbn).toBeVisible();
        const lines = await isbn.evaluate((dd) => {
          const range = document.createRange();
          range.selectNodeContents(dd);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, `${path} at ${width} px`).toBe(1);
        expect(await sideways(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('at 375 px no page of the store or the checkout scrolls sideways', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    for (const path of PAGES) {
      await openApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
    // The checkout's inline forms, open.
    await page.getByRole('button', { name: 'Edit delivery address' }).click();
    await page.getByRole('button', { name: 'Add bank' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOPE-NOT-A-REAL-PROMO-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('is not a valid promo code')).toBeVisible();
    expect(await sideways(page), 'checkout with its forms open').toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations, ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of PAGES) {
        await openApp(page, path);
        expect(await axeProblems(page), `${path} (${theme})`).toEqual([]);
      }
      // The checkout with a promo applied and its forms open, errors showing.
      await page.getByRole('textbox', { name: 'Promo code' }).fill('CODERS10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('button', { name: 'Edit delivery address' }).click();
      await page.getByRole('textbox', { name: 'PIN code' }).fill('1');
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.getByRole('button', { name: 'Add bank' }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByText('Enter the name of your bank.')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await axeProblems(page), `/checkout in use (${theme})`).toEqual([]);
    });
  }
});
