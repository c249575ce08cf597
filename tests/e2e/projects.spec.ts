import { expect, test, type Page } from '@playwright/test';
import { axeProblems, layoutShifts, openApp, scrollToHeading, TIMED, waitForApp } from './helpers';

// Built-in featured projects (src/data/featured-projects.ts) and seeded server projects (src/mocks/seed/projects.ts).
const FEATURED = ['Excalidraw', 'Immich', 'Reactive Resume', 'Grafana', 'Standard Notes'];
const FEATURED_PAGE = '/projects/web-development/excalidraw/featured-1';
const SERVER_PAGE = '/projects/dsa/algorithm-visualizer/64f00000000000000000000b';
/** The carousel's rotation interval (CAROUSEL_AUTOPLAY_MS) and slide speed. */
const AUTOPLAY_MS = 3000;

/** Links from project data point at GitHub and the projects' own sites; answer them locally so no test leaves the machine. */
async function stubExternalSites(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)[^/]+\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Elsewhere</title><h1>Elsewhere</h1>',
    }),
  );
}

/** The loaded carousel: while its code loads, a busy placeholder region (no heading) holds the same name. */
const carousel = (page: Page) =>
  page
    .getByRole('region', { name: 'Explore Our Latest Projects' })
    .filter({ has: page.getByRole('heading', { level: 2 }) });
/** The title of the slide in view (react-slick marks the others, and its clones, aria-hidden). */
const shownTitle = (page: Page) =>
  carousel(page).locator('.slick-slide:not([aria-hidden="true"]) h3').first();
const dot = (page: Page, n: number) =>
  carousel(page).getByRole('button', { name: `Show project ${n} of ${FEATURED.length}` });

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Opens the landing page and scrolls to the carousel: before the first scroll it loads only in the first screen. */
async function openCarousel(page: Page, { open = true } = {}) {
  if (open) await openApp(page, '/');
  await scrollToHeading(page, 'Explore Our Latest Projects', 2);
  await expect(shownTitle(page)).toHaveText(FEATURED[0]!);
}

test.describe('featured projects carousel (built landing page)', () => {
  test(
    'renders every project, advances by itself every 3 s, loops, and Apply now opens the project',
    TIMED,
    async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openCarousel(page);
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      // Move the pointer away so hovering cannot pause it.
      await page.mouse.move(0, 0);
      await expect(shownTitle(page)).toHaveText(FEATURED[1]!, { timeout: AUTOPLAY_MS + 2000 });
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
      await expect(dot(page, 1)).not.toHaveAttribute('aria-current');

      // Looping: from the last slide it goes on to the first.
      await dot(page, 5).click();
      await page.mouse.move(0, 0);
      await expect(shownTitle(page)).toHaveText(FEATURED[4]!);
      // The clicked dot holds focus, which pauses rotation; moving focus out lets it go on.
      await blur(page);
      await expect(shownTitle(page)).toHaveText(FEATURED[0]!, { timeout: AUTOPLAY_MS + 2000 });

      await carousel(page)
        .getByRole('button', { name: /^Pause/ })
        .click();
      await carousel(page)
        .getByRole('link', { name: `Apply now: ${FEATURED[0]}` })
        .click();
      await expect(page).toHaveURL(FEATURED_PAGE);
      await expect(page.getByRole('heading', { level: 1, name: FEATURED[0] })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  test('dots work by keyboard, and only the slide in view can take focus', async ({ page }) => {
    await openCarousel(page);
    await carousel(page)
      .getByRole('button', { name: /^Pause/ })
      .click();
    await dot(page, 3).focus();
    await page.keyboard.press('Enter');
    await expect(shownTitle(page)).toHaveText(FEATURED[2]!);
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(shownTitle(page)).toHaveText(FEATURED[3]!);

    // Hidden slides (clones included) are inert: one Apply now link is reachable, the one in view.
    const reachable = await carousel(page)
      .locator('a')
      .evaluateAll((links) =>
        links.filter((a) => !a.closest('[inert]')).map((a) => a.getAttribute('aria-label')),
      );
    expect(reachable).toEqual([`Apply now: ${FEATURED[3]}`]);
    expect(await carousel(page).locator('.slick-slide[aria-hidden="true"]:not([inert])').count()).toBe(0);
  });

  test('pauses while hovered or focused, and Pause stops it until Play', TIMED, async ({ page }) => {
    await openCarousel(page);
    await carousel(page).locator('.slick-list').hover();
    await page.waitForTimeout(AUTOPLAY_MS + 800);
    await expect(shownTitle(page)).toHaveText(FEATURED[0]!);

    await page.mouse.move(0, 0);
    await carousel(page)
      .getByRole('link', { name: `Apply now: ${FEATURED[0]}` })
      .focus();
    await page.waitForTimeout(AUTOPLAY_MS + 800);
    await expect(shownTitle(page)).toHaveText(FEATURED[0]!);

    const pause = carousel(page).getByRole('button', { name: /^Pause/ });
    await pause.click();
    await blur(page);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(AUTOPLAY_MS + 800);
    await expect(shownTitle(page)).toHaveText(FEATURED[0]!);

    await carousel(page).getByRole('button', { name: /^Play/ }).click();
    await page.mouse.move(0, 0);
    await expect(shownTitle(page)).toHaveText(FEATURED[1]!, { timeout: AUTOPLAY_MS + 2000 });
  });

  test('does not rotate by itself when the visitor prefers reduced motion', TIMED, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    await page.mouse.move(0, 0);
    await expect(carousel(page).getByRole('button', { name: /^Play/ })).toBeVisible();
    await page.waitForTimeout(AUTOPLAY_MS + 1000);
    await expect(shownTitle(page)).toHaveText(FEATURED[0]!);
    // The dots still move it.
    await dot(page, 2).click();
    await expect(shownTitle(page)).toHaveText(FEATURED[1]!);
  });

  for (const width of [1280, 375]) {
    test(
      `at ${width} px the carousel lands without moving the page (CLS) and fits the screen`,
      TIMED,
      async ({ page }) => {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        const placeholder = { height: 0 };
        await page.goto('/');
        placeholder.height = await page
          .locator('[aria-label="Explore Our Latest Projects"][aria-busy="true"]')
          .evaluate((el) => el.getBoundingClientRect().height);
        await openCarousel(page, { open: false });
        const section = await carousel(page).evaluate((el) => el.getBoundingClientRect().height);
        expect(section).toBe(placeholder.height);
        expect(await layoutShifts(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await expect(carousel(page).getByRole('link', { name: /^Apply now/ })).toBeVisible();
      },
    );
  }

  test('loads react-slick and its CSS only when the section comes near', async ({ page }) => {
    const assets: string[] = [];
    page.on('request', (r) => assets.push(new URL(r.url()).pathname));
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, '/login');
    expect(assets.filter((a) => a.includes('featured-carousel'))).toEqual([]);
    // At 1280 × 800 the section starts in the bottom quarter of the first screen: it waits for a scroll.
    await openApp(page, '/');
    await page.waitForTimeout(1000);
    expect(assets.filter((a) => a.includes('featured-carousel'))).toEqual([]);
    await openCarousel(page, { open: false });
    expect(assets.some((a) => /featured-carousel.*\.js$/.test(a))).toBe(true);
    expect(assets.some((a) => /featured-carousel.*\.css$/.test(a))).toBe(true);
  });
});

test.describe('projects pages', () => {
  test('the tabs and featured project pages are prerendered with their content and hydrate without errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openApp(page, '/');
    const expected: [string, string][] = [
      ['/projects/all', 'Build real-world projects with the community'],
      ['/projects/ai-ml', 'Build real-world projects with the community'],
      [FEATURED_PAGE, FEATURED[0]!],
    ];
    for (const [path, h1] of expected) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path} is prerendered`).toMatch(/<div id="root"><[a-z]/);
      expect(html).toContain(h1);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    }
    // The list arrives after hydration, in place of the skeletons.
    await openApp(page, '/projects/all');
    await expect(
      page.getByRole('region', { name: 'All projects' }).getByRole('article').first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor picks a category, opens a project and reaches its code in a new tab', async ({ page }) => {
    await stubExternalSites(page);
    await openApp(page, '/projects');
    await expect(page).toHaveURL(/\/projects\/all$/);
    const tabs = page.getByRole('navigation', { name: 'Project categories' });
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('region', { name: 'All projects' });
    await expect(list.getByRole('article').first()).toBeVisible();

    await tabs.getByRole('link', { name: 'DSA' }).click();
    await expect(page).toHaveURL(/\/projects\/dsa#project-list$/);
    await expect(tabs.getByRole('link', { name: 'DSA' })).toHaveAttribute('aria-current', 'page');
    const dsa = page.getByRole('region', { name: 'DSA projects' });
    await expect(dsa.getByRole('article')).toHaveCount(2);
    await expect(dsa.getByText('No Image')).toHaveCount(2);

    await dsa.getByRole('link', { name: 'Algorithm Visualizer' }).click();
    await expect(page).toHaveURL(SERVER_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Algorithm Visualizer' })).toBeVisible();
    const github = page.getByRole('article').getByRole('link', { name: /^GitHub/ });
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), github.click()]);
    await expect(popup).toHaveURL('https://github.com/codershub-community/algorithm-visualizer');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    await page.getByRole('link', { name: 'DSA projects' }).click();
    await expect(page).toHaveURL(/\/projects\/dsa$/);
  });

  test('a project page opens directly, and an unknown one says Project not found', async ({ page }) => {
    await openApp(page, SERVER_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Algorithm Visualizer' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of Algorithm Visualizer' })).toHaveCount(0);
    await expect(page.getByText('No Image')).toBeVisible();
    await openApp(page, '/projects/all/ghost/64f0000000000000000000ee');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  });

  test('at 375 px the list and a project page fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/projects/all', FEATURED_PAGE, SERVER_PAGE]) {
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(
        0,
      );
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on the landing carousel and the projects pages, ${theme} theme`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of [
        '/',
        '/projects/all',
        '/projects/dsa',
        FEATURED_PAGE,
        SERVER_PAGE,
        '/projects/all/ghost/64f0000000000000000000ee',
      ]) {
        await openApp(page, path);
        await page.waitForLoadState('networkidle');
        if (path === '/') {
          await openCarousel(page, { open: false });
          await carousel(page)
            .getByRole('button', { name: /^Pause/ })
            .click();
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page
            .waitForFunction(() => !document.querySelector('[role="status"] .sr-only'), undefined, {
              timeout: 10_000,
            })
            .catch(() => undefined);
        }
        expect(await axeProblems(page), `${path} (${theme})`).toEqual([]);
      }
    });
  }
});
