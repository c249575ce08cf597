import { expect, test, type Page } from '@playwright/test';
import { axeProblems, openApp, TIMED } from './helpers';

/** The distinct left edges of the leader cards: how many columns the grid shows. */
async function leaderColumns(page: Page): Promise<number> {
  const lefts = await page
    .getByRole('list', { name: 'Team' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(6);
  return new Set(lefts).size;
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const milestones = (page: Page) => page.getByRole('list', { name: 'Milestones' });
const line = (page: Page) => page.getByTestId('timeline-line');
const lineHeight = (page: Page) => line(page).evaluate((el) => el.getBoundingClientRect().height);
const trackHeight = (page: Page) =>
  line(page).evaluate((el) => el.parentElement!.getBoundingClientRect().height);

/** Scrolls down the whole page in steps, as a reader would. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

test.describe('the about page', () => {
  test('shows the founder, then the leaders, who we are, the mission and the story, with no errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openApp(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Man' })).toBeVisible();
    await expect(page.getByText('If you can manifest it, you can achieve it.')).toBeVisible();
    await expect(page.getByText(/skills matter more than degrees/)).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Our top leaders', 'Who we are', 'Our Mission', 'Our Story']),
    );
    const order = await page
      .locator('main h2')
      .evaluateAll((hs) => hs.map((h) => h.textContent).filter((t) => t !== 'Quick links'));
    expect(order).toEqual(['Our top leaders', 'Who we are', 'Our Mission', 'Our Story']);
    // The portrait is sized before it loads, so nothing shifts.
    const portrait = page.getByRole('img', { name: /Portrait of Rohan Mehra, Founder & CEO/ });
    await expect(portrait).toHaveAttribute('width', '400');
    await expect(portrait).toHaveAttribute('height', '440');
    await scrollThrough(page);
    expect(errors).toEqual([]);
  });

  test('leaders: three columns at 1280 px, two at 800 px, one at 375 px without sideways scrolling', async ({
    page,
  }) => {
    await openApp(page, '/about');
    expect(await leaderColumns(page)).toBe(3);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await leaderColumns(page)).toBe(2);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await leaderColumns(page)).toBe(1);
    await scrollThrough(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the story alternates left and right at 1280 px and is one column at 375 px', async ({ page }) => {
    await openApp(page, '/about');
    const sides = async () =>
      milestones(page)
        .locator('article')
        .evaluateAll((articles) =>
          articles.map((a) => {
            const box = a.getBoundingClientRect();
            return box.left + box.width / 2 < window.innerWidth / 2 ? 'left' : 'right';
          }),
        );
    expect(await sides()).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);
    await expect(milestones(page).locator('h3')).toHaveText([
      /^2018/,
      /^2021/,
      /^2022/,
      /^2023/,
      /^2024/,
      /^2025/,
    ]);
    await page.setViewportSize({ width: 375, height: 740 });
    const lefts = await page
      .locator('ol li article')
      .evaluateAll((articles) => articles.map((a) => Math.round(a.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });

  test(
    'the story line starts at 96 px and grows with scroll, gsap loading only near the timeline',
    TIMED,
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await openApp(page, '/about');
      expect(await lineHeight(page)).toBeCloseTo(96, 0);
      expect(scripts.some((u) => /timeline-scroll/.test(u))).toBe(false);

      await page.getByRole('heading', { name: 'Our Story' }).scrollIntoViewIfNeeded();
      await expect.poll(() => scripts.some((u) => /timeline-scroll/.test(u))).toBe(true);
      const story = await milestones(page).evaluate((el) => el.getBoundingClientRect().top + scrollY);
      await page.evaluate((top) => window.scrollTo(0, top), story);
      await expect.poll(() => lineHeight(page)).toBeGreaterThan(96);
      const halfway = await lineHeight(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const full = await trackHeight(page);
      await expect.poll(() => lineHeight(page)).toBeCloseTo(full, 0);
      expect(halfway).toBeLessThan(full);
      // Scrubbed: scrolling back up shrinks it again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => lineHeight(page)).toBeCloseTo(96, 0);
    },
  );

  test('with reduced motion: the full line, gsap never loaded, nothing hidden waiting to move', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await openApp(page, '/about');
    expect(await lineHeight(page)).toBeCloseTo(await trackHeight(page), 0);
    // Below the fold, before any scrolling: already in place and opaque.
    const lastEntry = milestones(page).locator('article').last();
    expect(await lastEntry.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
    await scrollThrough(page);
    expect(await lineHeight(page)).toBeCloseTo(await trackHeight(page), 0);
    expect(scripts.filter((u) => /timeline-scroll|gsap|ScrollTrigger/i.test(u))).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/about');
      // Bring every revealed block into place before judging colours.
      await scrollThrough(page);
      await page.waitForTimeout(400);
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
