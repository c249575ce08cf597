import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

/** The page's heading once focus has followed the navigation to it (app/layouts/route-focus.tsx). */
async function focusedHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  return heading;
}

/** The outline drawn around an element, as the browser paints it ('none' when there is no ring). */
const outline = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 1, name })
    .evaluate((h) => `${getComputedStyle(h).outlineStyle} ${getComputedStyle(h).outlineWidth}`);

test.describe('the focus ring on the heading a navigation focuses', () => {
  test('after a click, the heading takes focus but draws no ring', async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await focusedHeading(page, 'Find your next tech job');
    expect(await outline(page, 'Find your next tech job')).toMatch(/^none /);

    // A key pressed while the heading has focus makes it a keyboard focus: the ring shows, as :focus-visible does.
    await page.keyboard.press('Shift');
    expect(await outline(page, 'Find your next tech job')).not.toMatch(/^none /);
  });

  test("after typing, the browser's back button (a pointer the page never sees) draws no ring on the heading", async ({
    page,
  }) => {
    await openApp(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' }).click();
    await focusedHeading(page, 'Find your next tech job');
    await page.getByRole('searchbox').first().fill('dev');
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\/career\?q=dev$/);
    // Back as the browser's button or a mouse's back button goes: no key, no event in the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    const heading = page.locator('main h1');
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
  });

  test('after a tap on a phone, no ring either', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const heading = page.locator('main h1');
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
  });

  test('after a navigation by keyboard, the heading takes focus and shows the ring', async ({ page }) => {
    await openApp(page, '/');
    const career = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' });
    await career.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/career$/);
    await focusedHeading(page, 'Find your next tech job');
    expect(await outline(page, 'Find your next tech job')).not.toMatch(/^none /);

    // A click anywhere after that is a pointer again: the next page's heading draws no ring.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\/classes\/web-development$/);
    const heading = page.locator('main h1');
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
  });
});
