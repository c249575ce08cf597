import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, logIn, openApp, waitForSplash } from './helpers';

const JOB = '/job-details/64c100000000000000000001';
const COURSE =
  '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001';
/** Pages with a bar or panel that stays on screen (sticky or fixed) under the header's menu. */
const PAGES = [JOB, '/career', COURSE, '/checkout', '/store/books', '/about'];
const WIDTHS = [1280, 375] as const;

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Asha Verma/ });

/** The element drawn on top at the centre of `target`, described by its nearest button or link's text. */
async function drawnAtCentreOf(page: Page, target: Locator): Promise<{ x: number; y: number; hit: string }> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await page.evaluate(
    ([px, py]) => {
      const el = document.elementFromPoint(px!, py!);
      const control = el?.closest('button, a');
      return control ? (control.textContent ?? '').trim() : (el?.tagName ?? 'nothing');
    },
    [x, y],
  );
  return { x, y, hit };
}

/** Scrolls far enough that a sticky panel or bar sits right under the header, where the menu opens. */
async function scrollUnderTheHeader(page: Page) {
  await page.evaluate(() => window.scrollTo(0, Math.min(400, document.documentElement.scrollHeight)));
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('the account menu is drawn above the page: on a job page, a click where Log out is drawn logs out', async ({
      page,
    }) => {
      await logIn(page, 'student');
      await openApp(page, JOB);
      await waitForSplash(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await accountButton(page).click();
      const logOut = page.getByRole('button', { name: 'Log out' });
      const { x, y, hit } = await drawnAtCentreOf(page, logOut);
      expect(hit).toBe('Log out');
      await page.mouse.click(x, y);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('on every page with a sticky or fixed bar, Log out and My dashboard are on top where they are drawn', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await logIn(page, 'student');
      for (const path of PAGES) {
        await openApp(page, path);
        await waitForSplash(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // At the top of the page (a job's Apply button beside the menu), then scrolled (sticky panels under it).
        for (const scrolled of [false, true]) {
          if (scrolled) await scrollUnderTheHeader(page);
          await accountButton(page).click();
          for (const name of ['My dashboard', 'Log out']) {
            const item = page.getByRole('banner').getByRole(name === 'Log out' ? 'button' : 'link', { name });
            const where = `${name} on ${path}${scrolled ? ', scrolled' : ''}`;
            expect((await drawnAtCentreOf(page, item)).hit, where).toBe(name);
          }
          await page.keyboard.press('Escape');
        }
      }
    });

    test("a toast never covers the header's controls", async ({ page }) => {
      await openApp(page, '/login');
      await page.getByLabel('Email').fill(DEMO_EMAIL.student);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'Login successful!' });
      await expect(toast).toBeVisible();
      // The toast stays while the redirect to the home page puts up the full header, avatar and menu button.
      await expect(accountButton(page)).toBeVisible();
      // Held open (a toast pauses under the pointer) only once it is where it settles.
      await toast.hover();
      const t = (await toast.boundingBox())!;
      const controls = page.getByRole('banner').locator('a, button');
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const c = (await control.boundingBox())!;
        const overlaps =
          t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim();
        expect(overlaps, `the toast covers "${name}"`).toBe(false);
      }
    });
  });
}

test.describe('at 375 px, what opens over the page covers its fixed bar', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the drawer and the search panel cover the job page's Apply bar", async ({ page }) => {
    await logIn(page, 'student');
    await openApp(page, JOB);
    await waitForSplash(page);
    const bar = page.locator('[data-bottom-bar]');
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = (await bar.boundingBox())!;
    // The drawer's panel is at the right, its backdrop at the left: neither lets the bar through.
    for (const x of [box.x + 10, box.x + box.width - 10]) {
      const inBar = await page.evaluate(
        ([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('[data-bottom-bar]'),
        [x, box.y + box.height / 2],
      );
      expect(inBar).toBe(false);
    }
  });
});
