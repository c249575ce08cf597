import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, fillVacancy, jobPayload, waitForApp } from './helpers';

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
const DAY_MS = 86_400_000;

/**
 * The host dates its answers this long ago (a CDN that passes the origin's `Date` along with the copy it holds).
 * To the worker, what it keeps from now on is that old: the worker's own clock cannot be moved, the dates can.
 */
const dateAnswersBack = (page: Page, ms: number) =>
  page.request.post(`/__date?age=${ms / 1000}`).then((r) => expect(r.ok()).toBe(true));

/**
 * The browser's own HTTP cache lets files go when it needs the room, a week on or at any time: what the worker
 * keeps is what must last. Emptied, it leaves the worker's cache and the network.
 */
async function dropHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function signIn(page: Page, role: keyof typeof DEMO_EMAIL) {
  await page.getByLabel('Email').fill(DEMO_EMAIL[role]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A client-side navigation: the tab keeps the code it runs. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Asks the registration to look for a new worker, and waits until it has installed and waits. */
async function awaitWaitingRelease(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await page.waitForFunction(
    () => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting),
    null,
    {
      timeout: 30_000,
    },
  );
}

test.afterEach(async ({ page }) => {
  await page.request.post('/__date?age=0');
});

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
    const title = `Offline-first Engineer ${Date.now()}`;
    const created = await request.post(`${API}/v1/jobs/create`, {
      headers: { Authorization: `Bearer ${token}` },
      data: jobPayload({
        jobTitle: title,
        jobType: 'Remote',
        location: 'Remote',
        skills: ['Workbox'],
        jobDescription:
          'Make our installed app open anywhere, on any connection, and keep it honest about data age.',
      }),
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
    // The one cache a worker from before per-release caches kept every release's files in: older than release 1.
    await page.evaluate(() =>
      caches.open('codershub-assets').then((c) => c.put('/assets/old.js', new Response(''))),
    );

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
    // Pages come from the network first: the second tab runs release 2's code before release 2's worker takes
    // over, and it reloads when it does. Release 2's files and release 1's are kept then, each release's in its own
    // cache; anything older goes.
    const assetCaches = () =>
      second
        .evaluate(() => caches.keys().then((names) => names.filter((n) => n.startsWith('codershub-assets'))))
        .catch(() => 'reloading');
    await expect
      .poll(assetCaches)
      .toEqual([
        expect.stringMatching(/^codershub-assets-\w+$/),
        expect.stringMatching(/^codershub-assets-\w+$/),
      ]);
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

  test('eight days after install, offline, with the clock moved and the files dated back: a prerendered page comes alive, and the app shell’s pages open', async ({
    page,
    context,
  }) => {
    await dateAnswersBack(page, 8 * DAY_MS);
    await firstVisit(page, '/career');
    await dropHttpCache(page);
    await context.setOffline(true);
    await page.clock.install({ time: Date.now() + 8 * DAY_MS });
    await page.goto('/career');
    await waitForApp(page);
    // The board works: the search filters it as typed.
    const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const [title, href] = [(await link.textContent())!, (await link.getAttribute('href'))!];
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await expect(page.getByRole('article').filter({ hasNotText: title })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toContainText(title);
    // A job's page and the profile are not prerendered: they open from the app shell, and the app routes them
    // (a visitor is asked to log in).
    await page.goto(href);
    await expect(page.getByText('Please login to view job details')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('a release that removed the old files: the next load of an old tab reaches the new release', async ({
    page,
  }) => {
    // The files are a week old to the worker by the time the release comes.
    await dateAnswersBack(page, 8 * DAY_MS);
    await firstVisit(page, '/login');
    await signIn(page, 'superadmin');
    await navigateInApp(page, '/superadmin-panel');
    await expect(page.getByText('This tab runs release 1.')).toBeVisible();
    // Release 2 is published, and the host no longer has release 1's files.
    await publish(page, 'r2');
    await dropHttpCache(page);
    await page.reload();
    await expect(page.getByText('This tab runs release 2.')).toBeVisible({ timeout: 30_000 });
  });

  test('a post whose reply is lost while offline is not reported as "not posted": the board could not be checked', async ({
    page,
    context,
    request,
  }) => {
    await firstVisit(page, '/login');
    await signIn(page, 'recruiter');
    // The board is seen first, so the worker holds a copy of it, without the job about to be posted.
    await page.goto('/career');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Post a Job' }).click();
    const title = `Offline Poster ${Date.now()}`;
    await fillVacancy(page, title, 'Full-time');
    // The post reaches the server, which stores the job; the connection drops before the reply comes back.
    await context.route(`${API}/v1/jobs/create`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      await context.setOffline(true);
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Post Vacancy' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not check' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: /jobs board/ })).toHaveAttribute('href', '/career');
    await expect(page.getByText(/not posted/)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
    // It is stored: "post it again" would have made two.
    const { jobs } = (await (await request.get(`${API}/v1/jobs/all`)).json()) as {
      jobs: { jobTitle: string }[];
    };
    expect(jobs.filter((job) => job.jobTitle === title)).toHaveLength(1);
  });

  test('an update’s reload is not held by the lists: with the jobs list hanging on the server, it is quick', async ({
    page,
    context,
  }) => {
    await firstVisit(page, '/login');
    await signIn(page, 'superadmin');
    await navigateInApp(page, '/superadmin-panel');
    await expect(page.getByText('This tab runs release 1.')).toBeVisible();
    await publish(page, 'r2');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const offer = page.getByRole('status').filter({ hasText: 'Update available — reload' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    // From now on the server takes for ever to answer the jobs list, to the page and to the worker alike.
    const held: Route[] = [];
    await context.route(`${API}/v1/jobs/all`, (route) => void held.push(route));
    const pressed = Date.now();
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('This tab runs release 2.')).toBeVisible({ timeout: 15_000 });
    const reloadMs = Date.now() - pressed;
    test.info().annotations.push({ type: 'reload into release 2', description: `${reloadMs} ms` });
    console.log(`reload into release 2: ${reloadMs} ms (jobs list requests held: ${held.length})`);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('on a connection that hangs, a list comes from the saved copy, with its note, long before the request timeout', async ({
    page,
    context,
  }) => {
    await firstVisit(page, '/career');
    await context.route(`${API}/v1/jobs/all`, () => undefined);
    const asked = Date.now();
    await page.goto('/career');
    await expect(page.getByRole('status').filter({ hasText: 'showing the jobs fetched on' })).toBeVisible();
    const noteMs = Date.now() - asked;
    await expect(page.getByRole('article').first()).toBeVisible();
    console.log(`saved board and its note, with the server hanging: ${noteMs} ms`);
    // The request layer gives up after 20 s; the saved copy comes well before.
    expect(noteMs).toBeLessThan(10_000);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a page whose code cannot start says so; its Reload lets the waiting release take over first', async ({
    page,
    context,
  }) => {
    await firstVisit(page, '/about');
    await publish(page, 'r2');
    await awaitWaitingRelease(page);
    // The page's entry script is lost: the HTML comes, the code does not.
    await context.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="module"[^>]*src=")[^"]+"/,
        '$1/assets/lost-entry.js"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about');
    const failed = page.getByRole('alert').filter({ hasText: 'could not start' });
    await expect(failed).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await failed.getByRole('button', { name: 'Reload' }).click();
    // Reloaded, still without code (so no app code could have asked): the waiting release has taken over.
    await page.waitForFunction(() => !('beforeReload' in window));
    await expect(failed).toBeVisible();
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker
          .getRegistration()
          .then((r) => ({ waiting: !!r?.waiting, active: !!r?.active })),
      ),
    ).toEqual({ waiting: false, active: true });
    // With the code back, Reload brings the page to life.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await failed.getByRole('button', { name: 'Reload' }).click();
    await waitForApp(page);
    await expect(page.getByRole('alert').filter({ hasText: 'could not start' })).toHaveCount(0);
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

test.describe('a page whose code cannot start (no offline worker)', () => {
  test.use({ serviceWorkers: 'block' });

  for (const [what, lost] of [
    ['its entry script', /\/assets\/index-[\w-]+\.js$/],
    ['the renderer its start-up imports', /\/assets\/client-[\w-]+\.js$/],
  ] as const) {
    test(`without ${what}, it says so with a Reload button that brings it back`, async ({ page }) => {
      await publish(page, 'r1');
      await page.route(lost, (route) => route.abort());
      await page.goto('/career');
      const failed = page.getByRole('alert').filter({ hasText: 'could not start' });
      await expect(failed).toBeVisible();
      await expect(failed.getByRole('button', { name: 'Reload' })).toBeFocused();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await failed.getByRole('button', { name: 'Reload' }).click();
      await waitForApp(page);
      await expect(failed).toHaveCount(0);
    });
  }
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
