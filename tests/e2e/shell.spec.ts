import { expect, test } from '@playwright/test';
import { logIn, openApp, TIMED, waitForApp, waitForSplash } from './helpers';

test.describe('the shell', () => {
  test('desktop: navigation works from the header', async ({ page }) => {
    await openApp(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await nav.getByRole('link', { name: 'Store' }).click();
    await expect(page).toHaveURL(/\/store\/books$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a 375 px phone gets the drawer menu, usable by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the phone drawer and its backdrop cover the whole screen in the ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.height).toBe(740);
      // What lies under the bottom-left corner is the drawer's backdrop (a hit there is a hit on the <dialog>
      // itself), not the page.
      const covered = await page.evaluate(
        () => document.elementFromPoint(10, 730)?.getAttribute('aria-label') === 'Menu',
      );
      expect(covered).toBe(true);
    });
  }

  test('form controls follow the dark theme (color-scheme), and stay light in the light theme', async ({
    page,
  }) => {
    await openApp(page, '/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    const input = await page.evaluate(() => {
      const el = document.createElement('input');
      el.type = 'date';
      document.body.append(el);
      const scheme = getComputedStyle(el).colorScheme;
      el.remove();
      return scheme;
    });
    expect(input).toBe('dark');
  });

  test('the theme is light by default, toggles, and is remembered across a reload', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await waitForSplash(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('an unknown path shows the 404 page whose Go Back returns', async ({ page }) => {
    await openApp(page, '/career');
    await page.goto('/this/page/does-not-exist/at-all');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/career$/);
  });

  test(
    'the splash shows at start and is gone after about a second without blocking the page or leaving motion behind',
    TIMED,
    async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForSelector('#splash', { state: 'attached' });
      // At start it covers the screen, yet a click there reaches the page beneath it.
      const atStart = await page.evaluate(() => {
        const splash = document.getElementById('splash')!;
        const box = splash.getBoundingClientRect();
        const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        return {
          shown: getComputedStyle(splash).visibility === 'visible',
          covers: box.width >= innerWidth && box.height >= innerHeight,
          takesClicks: hit !== null && splash.contains(hit),
        };
      });
      expect(atStart).toEqual({ shown: true, covers: true, takesClicks: false });
      await expect(page.locator('#splash')).toContainText('CodersHub');
      await waitForSplash(page);
      await expect(page.locator('#splash')).toBeHidden();
      // Nothing of it keeps animating once it is gone: a spinner left turning under a hidden splash cost the
      // page a style update in every frame while it loaded, and after.
      const stillRunning = await page.evaluate(() =>
        document
          .getElementById('splash')!
          .getAnimations({ subtree: true })
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName),
      );
      expect(stillRunning).toEqual([]);
    },
  );

  test('the splash paints before the stylesheet has arrived, and the page beneath it never shows unstyled', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/career', { waitUntil: 'commit' });
    // The first paint (the splash) does not wait for the stylesheet...
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
        timeout: 5000,
      })
      .toBe(1);
    // ...while the page's own markup, after the stylesheet's link, is not even parsed yet.
    expect(await page.evaluate(() => document.getElementById('root'))).toBeNull();
    // Should the stylesheet outlast the splash, a dark-theme reader gets a dark page, not a white one.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(2, 6, 23)');
    release();
    await waitForApp(page);
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');
    // Once the stylesheet is in, its own background for the theme wins over that stand-in.
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(2, 6, 23)');
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await openApp(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('prerendered pages arrive with their content and hydrate without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openApp(page, '/');
    for (const path of ['/career', '/login', '/register', '/about']) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path} is prerendered`).toMatch(/<div id="root"><[a-z]/);
      await page.goto(path);
      await waitForApp(page);
    }
    // Any other path gets the fallback page, which holds no prerendered markup: the app renders the 404 itself.
    const unknown = await (await page.request.get('/no/such/page')).text();
    expect(unknown).toContain('<div id="root"></div>');
    await page.goto('/no/such/page');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a logged-in person sees their own header on a prerendered page, not Log in', async ({ page }) => {
    await logIn(page, 'student');
    await page.goto('/about');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: /Asha Verma|Account menu/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test(
    "a prerendered page's own modules are fetched with the app's entry; the fallback page's by the router",
    TIMED,
    async ({ page }) => {
      // With the entry refused, nothing of the app runs: whatever else is fetched was named by the HTML.
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      const wait = (name: RegExp) => expect.poll(() => fetched.some((p) => name.test(p))).toBe(true);

      // A prerendered page names its route's modules: the screen and its loader (which sends the page's request),
      // and React's renderer, which the entry loads beside the router rather than before it (main.tsx).
      await page.goto('/career');
      await wait(/\/assets\/jobs-page-[\w-]+\.js$/);
      await wait(/\/assets\/jobs-loader-[\w-]+\.js$/);
      await wait(/\/assets\/client-[\w-]+\.js$/);
      // The fallback page (a job's page is never prerendered) names no route's modules, which the router fetches
      // once it runs, but it names the renderer.
      fetched.length = 0;
      await page.goto('/job-details/any-id');
      await wait(/\/assets\/index-[\w-]+\.js$/);
      await wait(/\/assets\/client-[\w-]+\.js$/);
      await expect(page.locator('link[rel="modulepreload"][href*="-page-"]')).toHaveCount(0);
      expect(fetched.filter((p) => /-(page|loader)-[\w-]+\.js$/.test(p))).toEqual([]);
      // The demo's API is the page's own origin: there is no other connection to open early.
      await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    },
  );

  test(
    "on the fallback page a route's request leaves while the screen's code is still on its way",
    TIMED,
    async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      // The screen's code is held back until the page has asked for the person.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/public-profile-page-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/developer/rahul-mehta/64a100000000000000000002');
      await expect
        .poll(() => fetched.some((p) => p.endsWith('/v1/users/64a100000000000000000002/public')))
        .toBe(true);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Rahul Mehta' })).toBeVisible();
    },
  );

  test('a page that raises no toast fetches no toast code or styles; the first toast brings them, and shows', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const toastCode = () => fetched.filter((p) => /\/assets\/(toasts|unstyled)-[\w-]+\.js$/.test(p));
    const toastStyles = () => fetched.filter((p) => /\/assets\/toasts-[\w-]+\.css$/.test(p));

    await openApp(page, '/about');
    await page.waitForLoadState('networkidle');
    expect(toastCode()).toEqual([]);
    expect(toastStyles()).toEqual([]);
    await expect(page.locator('.Toastify')).toHaveCount(0);
    // Nor the data layer (axios, the API modules): the page fetches nothing.
    expect(fetched.filter((p) => /\/assets\/data-[\w-]+\.js$/.test(p))).toEqual([]);

    // Client-side to the login page (no reload), where signing in raises the first toast.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByLabel('Email').fill('student@codershub.dev');
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('.Toastify').getByText('Login successful!')).toBeVisible();
    // The container and the library (the build may add a small facade chunk for either).
    expect(new Set(toastCode().map((p) => /\/assets\/(toasts|unstyled)-/.exec(p)![1]))).toEqual(
      new Set(['toasts', 'unstyled']),
    );
    // Its stylesheet came with it: the toast sits in the bottom-right corner (clear of the header), over the page.
    expect(toastStyles()).toHaveLength(1);
    const box = await page.locator('.Toastify__toast-container').evaluate((el) => ({
      position: getComputedStyle(el).position,
      right: window.innerWidth - el.getBoundingClientRect().right,
      bottom: window.innerHeight - el.getBoundingClientRect().bottom,
    }));
    expect(box.position).toBe('fixed');
    expect(box.right).toBeLessThan(40);
    expect(box.bottom).toBeLessThan(40);
  });

  test('the demo build keeps the demo API worker, and ships no offline worker (both need the scope /)', async ({
    page,
  }) => {
    await openApp(page, '/');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/mockServiceWorker\.js$/,
    );
    expect((await page.request.get('/sw.js')).headers()['content-type'] ?? '').not.toContain('javascript');
  });
});
