import { expect, test, type Page } from '@playwright/test';
import { axeProblems, layoutShifts, logIn, openApp, TIMED } from './helpers';

declare global {
  interface Window {
    __promptCalls?: number;
  }
}

/**
 * Makes the browser offer installation as Chromium does: a cancelable `beforeinstallprompt` with prompt(). With
 * `early`, it fires as soon as the document is parsed, before the app's code has loaded (index.html must keep
 * it); otherwise when the test calls offerNow().
 */
async function fakeInstallOffer(page: Page, { early }: { early: boolean }) {
  await page.addInitScript((fireEarly) => {
    window.__promptCalls = 0;
    const offer = () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        platforms: ['web'],
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        prompt: () => {
          window.__promptCalls! += 1;
          return Promise.resolve();
        },
      });
      window.dispatchEvent(event);
    };
    (window as unknown as { __offerInstall: () => void }).__offerInstall = offer;
    if (fireEarly) document.addEventListener('DOMContentLoaded', offer);
  }, early);
}

const offerNow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __offerInstall: () => void }).__offerInstall());

async function raiseFlag(page: Page) {
  await openApp(page, '/career');
  await page.evaluate(() => localStorage.setItem('showInstall', 'true'));
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Get the CodersHub app' });
const banner = (page: Page) => page.getByRole('complementary', { name: 'CodersHub app' });

test.describe('install the app', () => {
  test('the manifest makes the site installable: names, standalone, colours, PNG icons including maskable', async ({
    page,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'CodersHub',
      short_name: 'CodersHub',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((i) => i.sizes === size && i.type === 'image/png' && i.purpose !== 'maskable')).toBe(
        true,
      );
    }
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
    // The tab's icon too. All PNGs: Chromium draws an SVG icon by building a document for it on the page's main
    // thread while the page starts; a PNG is only decoded.
    const tab = page.locator('link[rel="icon"]');
    await expect(tab).toHaveAttribute('type', 'image/png');
    icons.push({
      src: (await tab.getAttribute('href'))!,
      sizes: (await tab.getAttribute('sizes'))!,
      type: 'image/png',
    });
    expect(icons.filter((i) => i.type !== 'image/png')).toEqual([]);
    for (const icon of icons) {
      const [w, h] = icon.sizes.split('x').map(Number);
      const natural = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, icon.src);
      expect(natural, icon.src).toEqual([w, h]);
    }
  });

  test("the banner reads 'Join Community' without an offer, and leads to /community", async ({ page }) => {
    await openApp(page, '/');
    await banner(page).getByRole('link', { name: 'Join Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
  });

  test(
    "an offer made before the app loaded turns the banner into 'Install App' without moving anything",
    TIMED,
    async ({ page }) => {
      await fakeInstallOffer(page, { early: true });
      await page.goto('/');
      // The prerendered page paints 'Join Community' first; measure the layout then, and after the swap.
      const box = () => page.locator('header').first().boundingBox();
      await expect(banner(page).getByRole('link', { name: 'Join Community' })).toBeVisible();
      const before = await box();
      await openApp(page, '/');
      const button = banner(page).getByRole('button', { name: 'Install App' });
      await expect(button).toBeVisible();
      expect(await box()).toEqual(before);
      expect(await layoutShifts(page)).toEqual([]);

      await button.click();
      expect(await page.evaluate(() => window.__promptCalls)).toBe(1);
      await expect(banner(page).getByRole('link', { name: 'Join Community' })).toBeVisible();
    },
  );

  test('with showInstall true the overlay opens once; Download App calls the prompt and spends it', async ({
    page,
  }) => {
    await fakeInstallOffer(page, { early: true });
    await raiseFlag(page);
    await openApp(page, '/');
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download App' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('showInstall'))).toBeNull();

    await page.keyboard.press('Enter');
    await expect(overlay(page)).toBeHidden();
    expect(await page.evaluate(() => window.__promptCalls)).toBe(1);
    await expect(banner(page).getByRole('link', { name: 'Join Community' })).toBeVisible();

    // Shown once: a new offer on the next visit does not open it again.
    await openApp(page, '/');
    await expect(banner(page).getByRole('button', { name: 'Install App' })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
  });

  test('Skip and Escape close the overlay without prompting', async ({ page }) => {
    await fakeInstallOffer(page, { early: false });
    await raiseFlag(page);
    await openApp(page, '/');
    await expect(overlay(page)).toBeHidden();
    await offerNow(page);
    await expect(overlay(page)).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(overlay(page)).toBeHidden();

    await page.evaluate(() => localStorage.setItem('showInstall', 'true'));
    await openApp(page, '/');
    await offerNow(page);
    await expect(overlay(page)).toBeVisible();
    // The native modal moves focus to its first button; the keyboard goes on from there.
    await expect(page.getByRole('button', { name: 'Download App' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    expect(await page.evaluate(() => window.__promptCalls)).toBe(0);
  });

  test('a login raises the flag: the landing page it leads to offers the app', async ({ page }) => {
    await fakeInstallOffer(page, { early: true });
    await logIn(page, 'student');
    await expect(page).toHaveURL(/\/$/);
    await expect(overlay(page)).toBeVisible();
  });

  test('the banner is hidden on the login, register and forgot-password screens and the dashboards', async ({
    page,
  }) => {
    await fakeInstallOffer(page, { early: true });
    for (const path of ['/login', '/register', '/forget-password']) {
      await openApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
    await logIn(page, 'teacher');
    for (const path of ['/profile', '/teacher-dashboard']) {
      await openApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
  });

  test('a 375 px phone: banner and overlay fit without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await fakeInstallOffer(page, { early: true });
    await raiseFlag(page);
    await openApp(page, '/');
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip' })).toBeInViewport();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(banner(page).getByRole('button', { name: 'Install App' })).toBeInViewport();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing wrong with the banner and the overlay, ${theme} theme`, async ({ page }) => {
      await fakeInstallOffer(page, { early: true });
      await raiseFlag(page);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/');
      await expect(overlay(page)).toBeVisible();
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Skip' }).click();
      await expect(banner(page).getByRole('button', { name: 'Install App' })).toBeVisible();
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
