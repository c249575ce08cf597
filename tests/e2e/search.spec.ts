import { expect, test, type Page } from '@playwright/test';
import { axeProblems, openApp, TIMED } from './helpers';

const TEASER = /Search people, jobs and courses/;

/** How many search requests the page has made (resource timing sees them even when the demo worker answers). */
const searchRequests = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes('/v1/search/suggest')).length,
  );

test.describe('site-wide search', () => {
  // Timed: it counts the requests typing makes, and a keystroke held up past the pause on a busy host would send one.
  test('by keyboard: / opens it, arrows pick a person, Enter opens the profile', TIMED, async ({ page }) => {
    await openApp(page, '/');
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search people, jobs and courses' });
    await expect(box).toBeFocused();
    await box.pressSequentially('asha', { delay: 80 });
    const option = page.getByRole('option', { name: /Asha Verma/ });
    await expect(option).toBeVisible();
    // One request for the pause, none per keystroke.
    await page.waitForTimeout(1200);
    expect(await searchRequests(page)).toBe(1);

    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/student\/asha-verma\/64a100000000000000000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
  });

  test("what is typed at once after / is kept while the form's code is on its way", async ({
    page,
    context,
  }) => {
    // The form's code arrives late, as on a slow network (the context sees requests the demo's worker passes on).
    let delayed = 0;
    await context.route(/\/assets\/search-panel-[^/]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await openApp(page, '/');
    await page.keyboard.press('/');
    await page.keyboard.type('python');
    const box = page.getByRole('combobox', { name: 'Search people, jobs and courses' });
    await expect(box).toHaveValue('python');
    await expect(box).toBeFocused();
    expect(delayed).toBe(1);
    await expect(page.getByRole('option', { name: /Python/ }).first()).toBeVisible();
  });

  test('Escape and a click outside close it, focus back on the teaser; Ctrl+K opens it', async ({ page }) => {
    await openApp(page, '/');
    const teaser = page.getByRole('button', { name: TEASER });
    await teaser.click();
    await expect(page.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(teaser).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox')).toBeFocused();
    await page.mouse.click(10, 700);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(teaser).toBeFocused();
  });

  test('a job opens its own page, and the suggestion tags search their term', async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('button', { name: TEASER }).click();
    const box = page.getByRole('combobox');
    await box.fill('zzqx-nothing');
    await expect(page.getByText('No results found', { exact: true }).first()).toBeVisible();
    const tags = page.getByRole('list', { name: 'Suggested searches' }).getByRole('button');
    await expect(tags).toHaveCount(4);
    const term = (await tags.first().textContent())!;
    await tags.first().click();
    await expect(box).toHaveValue(term);
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();

    await box.fill('devops');
    const job = page.getByRole('option', { name: /DevOps Engineer \(Job Opportunity\)/ });
    await expect(job).toHaveAttribute('href', /^\/job-details\/[0-9a-f]{24}$/);
  });

  test('a class found under the deployed role Classes, and a Course, each open their course page', async ({
    page,
  }) => {
    await openApp(page, '/');
    await page.getByRole('button', { name: TEASER }).click();
    const box = page.getByRole('combobox');
    await box.fill('growth marketing');
    await page.getByRole('option', { name: /Growth Marketing for Tech Products/ }).click();
    await expect(page).toHaveURL(/\/classes\/digital-marketing\/growth-marketing-for-tech-products\/\w+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Growth Marketing for Tech Products' }),
    ).toBeVisible();
    await expect(page.getByText('Course Not Found')).toHaveCount(0);

    // The search lives on the landing page.
    await openApp(page, '/');
    await page.getByRole('button', { name: TEASER }).click();
    await page.getByRole('combobox').fill('kotlin');
    await page.getByRole('option', { name: /Android with Kotlin/ }).click();
    await expect(page).toHaveURL(/\/classes\/app-development\/android-with-kotlin\/\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Android with Kotlin' })).toBeVisible();
  });

  test("a failure shows the spec's text, and Clear Search clears it", async ({ page }) => {
    test.setTimeout(60_000);
    await openApp(page, '/');
    await page.evaluate(() =>
      fetch('/__demo/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: 'v1/search/suggest', status: 0 }),
      }),
    );
    await page.getByRole('button', { name: TEASER }).click();
    await page.getByRole('combobox').fill('react');
    // The request layer retries three times (1 s, 2 s, 3 s) before giving up.
    await expect(page.getByText('Not found, check your network')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Failed to fetch. Please try/refresh again.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(page.getByRole('combobox')).toHaveValue('');
    await expect(page.getByRole('combobox')).toBeFocused();
    await expect(page.getByText('Not found, check your network')).toHaveCount(0);
    await page.evaluate(() => fetch('/__demo/faults', { method: 'DELETE' }));
  });

  test('on a 375 px phone: no sideways scrolling, with the results open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    await expect(page.getByRole('button', { name: TEASER })).toBeVisible();
    await page.getByRole('button', { name: TEASER }).click();
    await page.getByRole('combobox').fill('dev');
    await expect(page.getByRole('listbox')).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    // The list scrolls inside its panel, within the screen.
    const box = await page.getByRole('listbox').locator('..').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });

  test('on a 375 px phone: a close button a finger can find, not only an Esc hint', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    const teaser = page.getByRole('button', { name: TEASER });
    await teaser.click();
    // The form's own code has arrived (its field is the combobox): the stand-in's button, the same button, is gone,
    // so the one measured below is the one that stays.
    await expect(page.getByRole('combobox')).toBeVisible();
    const close = page.getByRole('button', { name: 'Close search' });
    await expect(close.locator('svg')).toBeVisible();
    await expect(close.getByText('Esc')).toBeHidden();
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await close.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(teaser).toBeFocused();

    // With a keyboard (from the sm breakpoint up) the same button shows the Esc key it stands for.
    await page.setViewportSize({ width: 1280, height: 800 });
    await teaser.click();
    await expect(close.getByText('Esc')).toBeVisible();
  });

  test("what is typed while 'Searching…' shows is kept, arrows and Enter included", async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('button', { name: TEASER }).click();
    const box = page.getByRole('combobox');
    await box.pressSequentially('as');
    await expect(page.getByText('Searching…', { exact: true }).last()).toBeVisible();
    await page.keyboard.type('ha');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('asha');
    await expect(page).toHaveURL(/\/student\/asha-verma\/64a100000000000000000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the open search, ${theme} theme`, async ({ page }) => {
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/');
      await page.getByRole('button', { name: TEASER }).click();
      await page.getByRole('combobox').fill('dev');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await axeProblems(page), 'results').toEqual([]);
      await page.getByRole('combobox').fill('zzqx-nothing');
      await expect(page.getByRole('list', { name: 'Suggested searches' })).toBeVisible();
      expect(await axeProblems(page), 'empty').toEqual([]);
    });
  }
});
