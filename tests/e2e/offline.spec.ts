import { expect, test, type Page } from '@playwright/test';

// The production build (a real backend's, here the demo API over HTTP) with its offline worker, behind a host
// that can publish a second release (scripts/serve.mjs). Each test has a fresh browser profile.

const publish = (page: Page, release: 'r1' | 'r2') =>
  page.request.post(`/__release?to=${release}`).then((r) => expect(r.ok()).toBe(true));

/** The first visit: the worker installs after the page has loaded, precaches the release, and takes the page over. */
async function firstVisit(page: Page, path = '/') {
  await publish(page, 'r1');
  await page.goto(path);
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    // Activated: its activation (the lists fetched into the cache) is over.
    while (active && active.state !== 'activated')
      await new Promise((done) => active.addEventListener('statechange', done, { once: true }));
  });
}

/** The backend the production build talks to (playwright.config.ts). */
const API = process.env.E2E_OFFLINE_API!;

test.describe('the installed app offline', () => {
  test('after one visit, every prerendered page opens with no network, and any other page from the app shell', async ({
    page,
    context,
  }) => {
    await firstVisit(page);
    await context.setOffline(true);
    for (const [path, heading] of [
      ['/about', 'Meet the Man'],
      ['/store/books', 'Store'],
      ['/classes/web-development', 'Live classes in'],
      ['/community', 'Our Community Empowers Innovators'],
      ['/career', 'Find your next tech job'],
      ['/', /Transform Your Tech Career/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
    }
    // Not prerendered: the app shell opens, and the app routes it (a visitor on /profile goes to /login).
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('offline, the lists seen last are shown with a note saying when they were fetched', async ({
    page,
    context,
  }) => {
    await firstVisit(page, '/career');
    await context.setOffline(true);
    await page.goto('/career');
    await expect(page.getByRole('article').first()).toBeVisible();
    const note = page.getByRole('status').filter({ hasText: 'No connection to the server' });
    await expect(note).toContainText(
      /showing the jobs fetched on \d{2}-\d{2}-\d{4} at \d{2}:\d{2}\. They may be out of date\./,
    );
    await page.goto('/projects/all');
    await expect(
      page.getByRole('status').filter({ hasText: 'showing the projects fetched on' }),
    ).toBeVisible();
    await page.goto('/classes/web-development');
    await expect(
      page.getByRole('status').filter({ hasText: 'showing the classes fetched on' }),
    ).toBeVisible();
  });

  test('online, the fresh answer is always shown: a job posted a minute ago appears on the next visit', async ({
    page,
    request,
  }) => {
    await firstVisit(page, '/career');
    const login = await request.post(`${API}/v1/auth/login`, {
      data: { email: 'recruiter@codershub.dev', password: 'Password123' },
    });
    const { token } = (await login.json()) as { token: string };
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const title = `Offline-first Engineer ${Date.now()}`;
    const created = await request.post(`${API}/v1/jobs/create`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        jobTitle: title,
        jobType: 'Remote',
        location: 'Remote',
        skills: ['Workbox'],
        jobDescription:
          'Make our installed app open anywhere, on any connection, and keep it honest about data age.',
        recruitmentPeriod: day(40),
        recruitmentQuota: 1,
        salaryPerMonth: 90000,
        experienceInYears: 2,
        companyName: 'Nimbus Labs',
        companyDescription: 'Nimbus Labs builds tools for teams.',
        companySite: 'https://nimbuslabs.example.com',
        applyLink: 'https://nimbuslabs.example.com/careers',
        userQualification: [],
        jobDeadline: day(20),
        keywords: [],
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/career');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('No connection to the server')).toHaveCount(0);
  });

  test('a release under an open tab: it keeps running its own code, is offered the update, and reloads into it', async ({
    page,
    context,
  }) => {
    await firstVisit(page, '/login');
    await page.getByLabel('Email').fill('superadmin@codershub.dev');
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // Release 2 is published: the host no longer has release 1's files.
    await publish(page, 'r2');
    // This tab opens a screen whose code it has not loaded yet: release 1's, from the worker's cache.
    await page.evaluate(() => {
      history.pushState(null, '', '/superadmin-panel');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('This tab runs release 1.')).toBeVisible();

    // The new release installs in the background and waits for the person.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const offer = page.getByRole('status').filter({ hasText: 'Update available — reload' });
    await expect(offer).toBeVisible({ timeout: 30_000 });

    // A second tab's full load is where the waiting release takes over; the first tab still runs release 1 and
    // still gets release 1's code, which the host no longer has (without reloading to find it).
    await page.evaluate(() => Object.assign(window, { stillRelease1: true }));
    const second = await context.newPage();
    await second.goto('/superadmin-panel');
    await expect(second.getByText('This tab runs release 2.')).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => {
      history.pushState(null, '', '/store/books');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    expect(await page.evaluate(() => 'stillRelease1' in window)).toBe(true);

    // Accepting reloads the first tab into release 2.
    await page.evaluate(() => {
      history.pushState(null, '', '/superadmin-panel');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('This tab runs release 2.')).toBeVisible({ timeout: 30_000 });
  });

  test('every page opens its connection to the API while its scripts load', async ({ page }) => {
    // A prerendered page (whose loader fetches the jobs) and the fallback page (a job's page).
    for (const path of ['/career', '/job-details/any-id']) {
      await page.goto(path);
      await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute('href', new URL(API).origin);
      await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute('crossorigin', '');
    }
  });

  test('the production build ships the offline worker and not the demo API’s; the app stays installable', async ({
    page,
  }) => {
    await firstVisit(page);
    expect((await page.request.get('/sw.js')).ok()).toBe(true);
    expect((await page.request.get('/mockServiceWorker.js')).status()).toBe(404);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptURL).toMatch(/\/sw\.js$/);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are incognito windows, where Chromium never offers installation.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });
});

test.describe('a screen whose code cannot be fetched (no offline worker to keep it)', () => {
  test.use({ serviceWorkers: 'block' });

  test('offline, it says so inside the layout, and Retry brings it once online', async ({
    page,
    context,
  }) => {
    await publish(page, 'r1');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Man' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('You are offline. Connect to the internet, then try again.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
  });
});

test.describe('the offline worker’s own code cannot be fetched', () => {
  test('the page goes on working, and the next navigation too', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/\/assets\/offline-worker-[\w-]+\.js$/, (route) => route.abort());
    // The worker's code is asked for once the page has hydrated; the request fails.
    const asked = page.waitForRequest(/\/assets\/offline-worker-[\w-]+\.js$/);
    await publish(page, 'r1');
    await page.goto('/about');
    await asked;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
