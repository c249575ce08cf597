import { expect, test, type Page } from '@playwright/test';
import { EXPLORE_SECTION_HEIGHT } from '../../src/features/explore/explore-height';
import { axeProblems, openApp, TIMED } from './helpers';

const PLANETS = [
  ['Web Development', '/classes/web-development'],
  ['App Development', '/classes/app-development'],
  ['Basic Programming', '/classes/basic-programming'],
  ['DSA', '/classes/dsa'],
  ['Service & Security', '/classes/service-security'],
  ['Data Science', '/classes/data-science'],
  ['AI/ML', '/classes/ai-ml'],
  ['Design & Editing', '/classes/design-and-editing'],
  ['Digital Marketing', '/classes/digital-marketing'],
] as const;
const SCROLL_DISTANCE = 2800;

const region = (page: Page) => page.getByRole('region', { name: 'Launch into a new skill' });

/** Which of gsap and its two plugins were requested (the build may give one a small facade chunk as well). */
function watchGsap(page: Page) {
  const names: string[] = [];
  page.on('request', (r) => {
    const name = /\/assets\/(gsap|ScrollTrigger|MotionPathPlugin)-[\w-]+\.js$/.exec(r.url())?.[1];
    if (name && !names.includes(name)) names.push(name);
  });
  return names;
}

/**
 * The section's top on the page (stable while its inner part is pinned). The section loads as it approaches, after
 * the first scroll: bring the space the landing page holds for it into view first.
 */
async function sectionTop(page: Page) {
  await page
    .locator('main > div')
    .filter({ has: page.locator('[aria-label="Explore live classes"], [aria-labelledby="explore-heading"]') })
    .scrollIntoViewIfNeeded();
  await expect(region(page)).toBeAttached();
  return region(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(900); // the scrub catches up within 0.6 s
}

const rocket = (page: Page, variant: 'wide' | 'narrow') =>
  page.locator(`[data-rocket="${variant}"]`).evaluate((el) => el.getAttribute('transform'));

test.describe('the rocket and nine planets', () => {
  test(
    'wide screens: the section pins while the rocket crosses 2800 px of scroll, then lets go',
    TIMED,
    async ({ page }) => {
      const gsap = watchGsap(page);
      await openApp(page, '/');
      const top = await sectionTop(page);
      await scrollTo(page, top - 100);
      await expect.poll(() => gsap.length).toBe(3);
      await expect(page.locator('.pin-spacer')).toHaveCount(1);
      const start = await rocket(page, 'wide');

      const pinned = page.locator('[data-pin]');
      await scrollTo(page, top + SCROLL_DISTANCE / 2);
      expect(Math.round((await pinned.boundingBox())!.y)).toBe(0);
      const middle = await rocket(page, 'wide');
      expect(middle).not.toBe(start);
      // The rocket is on its way: the trail is half drawn.
      await expect(page.locator('[data-trail="wide"]')).toHaveAttribute('stroke-dashoffset', /^0\.[45]/);

      await scrollTo(page, top + SCROLL_DISTANCE + 300);
      expect((await pinned.boundingBox())!.y).toBeLessThan(-200);
      await expect(page.locator('[data-trail="wide"]')).toHaveAttribute('stroke-dashoffset', '0');
    },
  );

  test('a phone that has not scrolled fetches neither the section nor gsap; scrolling down brings both', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const gsap = watchGsap(page);
    await openApp(page, '/');
    await page.waitForLoadState('networkidle');
    expect(gsap).toEqual([]);
    await expect(region(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Explore live classes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    const top = await sectionTop(page);
    await scrollTo(page, top);
    await expect.poll(() => gsap.length).toBe(3);
    const before = await rocket(page, 'narrow');
    await scrollTo(page, top + 900);
    await expect.poll(() => rocket(page, 'narrow')).not.toBe(before);
  });

  test('every planet is a link drawn from a loaded image, and a planet opens its classes', async ({
    page,
  }) => {
    await openApp(page, '/');
    await sectionTop(page);
    await region(page).scrollIntoViewIfNeeded();
    const links = region(page).getByRole('link');
    await expect(links).toHaveCount(9);
    for (const [i, [name, href]] of PLANETS.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(name);
      await expect(links.nth(i)).toHaveAttribute('href', href);
    }
    const loaded = await region(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual(Array(9).fill(true));
    await expect(region(page).locator('svg[aria-hidden="true"]')).toHaveCount(2);

    await region(page).getByRole('link', { name: 'Data Science' }).click();
    await expect(page).toHaveURL(/\/classes\/data-science$/);
  });

  test('leaving the page mid-flight removes the pin; coming back flies again', TIMED, async ({ page }) => {
    await openApp(page, '/');
    const top = await sectionTop(page);
    await scrollTo(page, top + 1000);
    await expect(page.locator('.pin-spacer')).toHaveCount(1);
    await region(page).getByRole('link', { name: 'DSA' }).click();
    await expect(page).toHaveURL(/\/classes\/dsa$/);
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    await expect(page.locator('[data-pin]')).toHaveCount(0);
    // No leftover 2800 px of empty page.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(SCROLL_DISTANCE);

    await page.goBack();
    await expect(region(page)).toBeVisible();
    await expect(page.locator('.pin-spacer')).toHaveCount(1);
  });

  test('other pages never load gsap', async ({ page }) => {
    const gsap = watchGsap(page);
    await openApp(page, '/career');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    expect(gsap).toEqual([]);
  });

  test('reduced motion: a still drawing, no pin, no gsap, and Tab reaches the nine planets in order', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const gsap = watchGsap(page);
    await openApp(page, '/');
    const top = await sectionTop(page);
    await scrollTo(page, top);
    const start = await rocket(page, 'wide');
    await scrollTo(page, top + 600);
    expect(await rocket(page, 'wide')).toBe(start);
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    expect(gsap).toEqual([]);

    // From the hero, Tab passes the projects carousel's controls, then reaches the planets in their order.
    await page.getByRole('link', { name: 'Browse jobs' }).focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let i = 0; i < 40 && (await focusedName()) !== PLANETS[0][0]; i++) await page.keyboard.press('Tab');
    for (const [index, [name]] of PLANETS.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toHaveAccessibleName(name);
      await expect(focused).toBeInViewport();
    }
  });

  test('375 px: planets run down the page, nothing pins, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    const top = await sectionTop(page);
    const start = await rocket(page, 'narrow');
    for (const y of [top - 200, top + 400, top + 900]) {
      await scrollTo(page, y);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    expect(await rocket(page, 'narrow')).not.toBe(start);
    await expect(page.locator('[data-rocket="narrow"]')).toBeVisible();
    await expect(page.locator('[data-rocket="wide"]')).toBeHidden();
    for (const [name] of PLANETS) {
      const link = region(page).getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
  });

  for (const [width, height, motion] of [
    [320, 640, 'no-preference'],
    [375, 740, 'no-preference'],
    [412, 823, 'reduce'],
    [767, 900, 'no-preference'],
    [1280, 800, 'no-preference'],
    [1280, 800, 'reduce'],
  ] as const) {
    test(`at ${width} × ${height}, motion ${motion}: the space held while it loads is the section's height`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: motion });
      await openApp(page, '/');
      // The motion (and with it the pin) starts once the section is near: scroll to just above it.
      await scrollTo(page, (await sectionTop(page)) - height);
      const pins = width > 767 && motion === 'no-preference' ? 1 : 0;
      await expect(page.locator('.pin-spacer')).toHaveCount(pins);
      const { held, section } = await page.evaluate((classes) => {
        const probe = document.createElement('div');
        probe.className = classes;
        document.body.append(probe);
        const held = probe.getBoundingClientRect().height;
        probe.remove();
        // The section, or the pin's spacer around it, inside the landing page's placeholder wrapper.
        const wrapper = document.querySelector('[aria-labelledby="explore-heading"]')!.closest('main > div')!;
        return { held, section: wrapper.firstElementChild!.getBoundingClientRect().height };
      }, EXPLORE_SECTION_HEIGHT);
      expect(Math.abs(section - held)).toBeLessThanOrEqual(1);
    });
  }

  test('the misspelt planet paths redirect, keeping what follows', async ({ page }) => {
    await openApp(page, '/');
    await page.goto('/classes/digital-mrketing?from=old#top');
    await expect(page).toHaveURL(/\/classes\/digital-marketing\?from=old#top$/);
    await page.goto('/classes/basic-programing/intro-to-c/7');
    await expect(page).toHaveURL(/\/classes\/basic-programming\/intro-to-c\/7$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing wrong with the section in view, ${theme} theme`, async ({ page }) => {
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/');
      const top = await sectionTop(page);
      await scrollTo(page, top + 400);
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
