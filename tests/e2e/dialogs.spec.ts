import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeProblems, logIn, openApp, waitForSplash } from './helpers';

/** Whether focus is inside the dialog. */
const focusIsIn = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/**
 * What the browser does for a modal <dialog>, which jsdom cannot show: Tab and Shift+Tab never reach the page
 * behind (it is inert), the page does not scroll under it, and axe finds nothing with it open.
 */
async function expectModal(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
  expect(await focusIsIn(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      // Between the last control and the first, focus may rest on the browser's own UI (nothing in the page).
      const where = await dialog.evaluate((el) =>
        document.activeElement === document.body ? 'none' : el.contains(document.activeElement),
      );
      expect(where, `${key} #${i + 1} left the dialog`).not.toBe(false);
    }
  }
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(await axeProblems(page)).toEqual([]);
}

test.describe('the modal dialogs are native <dialog>s', () => {
  test('a titled dialog (Apply): named by its title, Tab stays inside, Escape and the backdrop close it, focus back on the opener', async ({
    page,
  }) => {
    await logIn(page, 'developer');
    await openApp(page, '/career');
    await page.getByRole('link', { name: 'Android Developer' }).first().click();
    const apply = page.getByRole('button', { name: 'Apply now' });
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Android Developer' });
    await expectModal(page, dialog);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await apply.click();
    await expect(dialog).toBeVisible();
    // Outside the panel, on its backdrop.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu drawer: Tab stays inside, Escape and the backdrop close it, focus back on Open menu', async ({
      page,
    }) => {
      await openApp(page, '/');
      await waitForSplash(page);
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expectModal(page, drawer);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await expect(drawer).toBeVisible();
      await page.mouse.click(10, 400);
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();
    });
  });

  test('the search panel: Tab stays inside, Escape closes it, focus back on the teaser', async ({ page }) => {
    await openApp(page, '/');
    const teaser = page.getByRole('button', { name: /Search people, jobs and courses/ });
    await teaser.click();
    const panel = page.getByRole('dialog', { name: 'Search' });
    await expect(page.getByRole('combobox')).toBeFocused();
    await expectModal(page, panel);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(teaser).toBeFocused();
  });
});
