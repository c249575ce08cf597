import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeProblems, openApp, scrollToHeading, TIMED } from './helpers';

const HEADING = 'Our Community Empowers Innovators to Connect, Learn, and Grow Together';

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
/** The figure a sighted visitor sees: the counting layer while it runs, else the still one. */
const shownFigure = (item: Locator) =>
  item.evaluate((li) => {
    const layers = [...li.querySelectorAll('[aria-hidden="true"]')] as HTMLElement[];
    return layers.find((l) => getComputedStyle(l).visibility === 'visible')?.textContent ?? '';
  });
/** Parses 22.5K+ / 5.0M+ / 1,000+ back into a number, to see a count go up. */
const value = (figure: string) => {
  const n = Number.parseFloat(figure.replace(/,/g, ''));
  return figure.includes('M') ? n * 1e6 : figure.includes('K') ? n * 1e3 : n;
};

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('the community section on the landing page', () => {
  test(
    'counts each card up from 0 to 22.5K+, 5.0M+ and 250.0K+ once it is half visible, again on re-entry',
    TIMED,
    async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await openApp(page, '/');
      await scrollToHeading(page, HEADING, 2);
      await expect(page.getByText('COMMUNITY', { exact: true })).toBeVisible();
      await expect(page.getByText(/22,000\+ coders on Instagram/)).toBeVisible();

      const instagram = card(page, 'Instagram Followers');
      await instagram.scrollIntoViewIfNeeded();
      // Early in the 3 s the figure is still on its way up…
      await expect.poll(async () => value(await shownFigure(instagram))).toBeLessThan(22_500);
      // …and it lands on the abbreviated figure.
      await expect.poll(() => shownFigure(instagram), { timeout: 5_000 }).toBe('22.5K+');
      await expect.poll(() => shownFigure(card(page, 'Monthly Reach')), { timeout: 5_000 }).toBe('5.0M+');
      await expect
        .poll(() => shownFigure(card(page, 'Linkedin Impressions')), { timeout: 5_000 })
        .toBe('250.0K+');

      // Out of view and back: it counts again from the start.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await instagram.scrollIntoViewIfNeeded();
      await expect.poll(async () => value(await shownFigure(instagram))).toBeLessThan(22_500);
      await expect.poll(() => shownFigure(instagram), { timeout: 5_000 }).toBe('22.5K+');
      expect(errors).toEqual([]);
    },
  );

  test('with reduced motion the final figures show at once and never count', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page, '/');
    await scrollToHeading(page, HEADING, 2);
    const instagram = card(page, 'Instagram Followers');
    await instagram.scrollIntoViewIfNeeded();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      seen.add(await shownFigure(instagram));
      await page.waitForTimeout(100);
    }
    expect([...seen]).toEqual(['22.5K+']);
    expect(await shownFigure(card(page, 'Monthly Reach'))).toBe('5.0M+');
  });

  test('fits a 375 px phone without sideways scrolling, cards in one column', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/');
    await scrollToHeading(page, HEADING);
    const lefts = await page
      .getByRole('listitem')
      .filter({ hasText: /Instagram Followers|Monthly Reach|Linkedin Impressions/ })
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(3);
    expect(new Set(lefts).size).toBe(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('the community page', () => {
  test('puts the section under the h1, then the site figures and the team', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // Prerendered with its content and final figures, before any script runs.
    const html = await (await page.request.get('/community')).text();
    expect(html).toContain(HEADING);
    expect(html).toContain('22.5K+');
    await openApp(page, '/community');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    for (const [label, figure] of [
      ['Job listings', '1,000+'],
      ['Companies hiring', '500+'],
      ['Internships', '400+'],
      ['Students', '22,000'],
    ] as const) {
      const item = card(page, label);
      await item.scrollIntoViewIfNeeded();
      await expect.poll(() => shownFigure(item), { timeout: 5_000 }).toBe(figure);
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Rohan Mehra' })).toBeAttached();
    await expect(page.getByRole('link', { name: /on Instagram/ })).toHaveCount(6);
    expect(errors).toEqual([]);
  });

  test('team cards rise into place as they are scrolled to (50 px, 0.2 s)', TIMED, async ({ page }) => {
    await openApp(page, '/community');
    const lastCard = page.getByRole('heading', { level: 3, name: 'Meera Joshi' });
    const block = lastCard.locator('xpath=ancestor::li[1]/div');
    // Below the fold: waiting, transparent and 50 px low.
    await expect.poll(() => block.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    expect(await block.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42)).toBe(50);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => block.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await block.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42)).toBe(0);
  });

  test('with reduced motion nothing waits below the fold to move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page, '/community');
    const block = page
      .getByRole('heading', { level: 3, name: 'Meera Joshi' })
      .locator('xpath=ancestor::li[1]/div');
    await page.waitForTimeout(500);
    expect(await block.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/community');
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations in the ${theme} theme, on /community and the landing section`, async ({
      page,
    }) => {
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of ['/community', '/']) {
        await openApp(page, path);
        const height = await page.evaluate(() => document.body.scrollHeight);
        for (let y = 0; y <= height; y += 300) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(3_500);
        expect(await axeProblems(page), path).toEqual([]);
      }
    });
  }
});

test.describe('the team-member card on the landing page', () => {
  for (const width of [375, 1280]) {
    test(
      `loads as it nears, with its buttons, into the space held for it (no shift) at ${width} px`,
      TIMED,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openApp(page, '/');
        const placeholder = page.getByRole('region', { name: 'Meet the team' });
        await expect(placeholder).toHaveAttribute('aria-busy', 'true');
        const held = (await placeholder.boundingBox())!.height;

        await scrollToHeading(page, 'Meet the team', 2);
        const section = page.locator('section', {
          has: page.getByRole('heading', { name: 'Meet the team' }),
        });
        await expect(section.getByRole('heading', { level: 3, name: 'Rohan Mehra' })).toBeVisible();
        await expect(section.getByRole('link', { name: /Rohan Mehra on Instagram/ })).toBeVisible();
        await expect(section.getByRole('link', { name: /Rohan Mehra on LinkedIn/ })).toBeVisible();
        const loaded = (await section.boundingBox())!.height;
        // Never taller than its placeholder (that would push the footer), and not much shorter either.
        expect(loaded).toBeLessThanOrEqual(held + 1);
        expect(held - loaded).toBeLessThan(48);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      },
    );
  }
});
