import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password123';

/**
 * Marks a test that judges real time or movement as a person sees it: a count-up, an autoplay, the splash's fade,
 * a layout shift while the page loads, the order requests leave in. Those run one at a time, after the rest of the
 * suite, which runs on two workers (playwright.config.ts): a core shared with another test's browser would slow
 * the very thing they measure.
 */
export const TIMED = { tag: '@timed' };

/** The demo built without a payment key, served beside the main build (playwright.config.ts). */
export const NO_KEY_BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4174) + 1}`;
export const DEMO_EMAIL = {
  student: 'student@codershub.dev',
  developer: 'developer@codershub.dev',
  recruiter: 'recruiter@codershub.dev',
  teacher: 'teacher@codershub.dev',
  admin: 'admin@codershub.dev',
  superadmin: 'superadmin@codershub.dev',
} as const;

/**
 * Opens a page once the demo API's service worker controls it (requests before that would miss it) and the app is
 * live. It does not wait for the splash to fade: the splash never takes a click or a key, so a test goes on as a
 * person may. What judges the screen as seen first has the splash gone (axeProblems ends its fade, waitForSplash
 * waits it out).
 */
export async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await waitForApp(page);
}

/**
 * The app is live once it has hydrated (or rendered) the page: every layout's theme switch, which needs the app's
 * code, is enabled from then on.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('button[aria-label$=" theme"]');
    return toggle instanceof HTMLButtonElement && !toggle.disabled;
  });
}

/** The splash fades by itself after about a second; wait for it before judging what is on screen. */
export async function waitForSplash(page: Page) {
  await page.waitForFunction(() => {
    const splash = document.getElementById('splash');
    return !splash || getComputedStyle(splash).visibility === 'hidden';
  });
}

/** Logs in through the real login form. */
export async function logIn(page: Page, role: keyof typeof DEMO_EMAIL) {
  await openApp(page, '/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL[role]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
}

/**
 * Scrolls down the landing page until a lazily loaded section has arrived (its code loads only as it nears
 * the viewport, and the sections above it grow as they load), then brings its heading into view.
 */
export async function scrollToHeading(page: Page, name: string, level?: number) {
  const heading = page.getByRole('heading', { name, level });
  await expect
    .poll(
      async () => {
        if ((await heading.count()) > 0) return true;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
        return false;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  // The DOM's own scroll, not Playwright's scrollIntoViewIfNeeded: that one first waits for two animation frames
  // with the heading in place, and once in a full run Chromium 150 ran no frame for 25 s (its call log stopped at
  // "waiting for element to be stable", never "not stable"), so the test timed out on a page that had loaded.
  await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  return heading;
}

/**
 * Ends the splash's fade at once: its last frame (hidden) is what a person sees a second after the page opens, and
 * waiting that second out before each of about 180 scans cost minutes. The splash's own timing is tested in
 * shell.spec.ts, with the real wait.
 */
async function skipSplash(page: Page) {
  await page.evaluate(() => {
    const splash = document.getElementById('splash');
    splash?.getAnimations().forEach((a) => a.finish());
  });
  await waitForSplash(page);
}

/**
 * Waits for every running fade that ends (a toast's entrance, a block revealed on scroll) to end: measured halfway,
 * its text is half-transparent and fails contrast, and a fixed wait raced them on a busy machine. Endless ones (a
 * skeleton's pulse) are left running, as a person sees them, and so are movements with no fade (a toast's
 * progress bar, which would otherwise be waited out until the toast leaves).
 */
export async function settleFades(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect instanceof KeyframeEffect &&
            a.effect.getComputedTiming().endTime !== Infinity &&
            a.effect.getKeyframes().some((frame) => 'opacity' in frame),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** One layout shift: what moved, by how much (its score) and when (ms after navigation). */
export interface LayoutShift {
  moved: string;
  score: number;
  at: number;
}

/**
 * What has moved in a part of the page (`within`, a selector) once its HTML was parsed: every layout shift that no
 * input caused and that moved something there, read from the page's own record once the next frame is drawn. Shifts
 * before the document was parsed are left out: on a loaded machine the browser may paint a half-parsed page, under
 * the splash, and the rest of the HTML then moves it (a CI run caught the board's first tab moving so); what the app
 * does with the page comes after.
 */
export async function layoutShifts(page: Page, within = 'body'): Promise<LayoutShift[]> {
  return page.evaluate(async (within) => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as unknown as {
      startTime: number;
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[];
    observer.disconnect();
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domInteractive;
    const inside = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest(within) != null;
    const name = (node: Node | null) =>
      node instanceof Element ? node.outerHTML.slice(0, 80) : (node?.textContent ?? 'a removed node');
    return entries
      .filter((e) => !e.hadRecentInput && e.startTime >= parsed && e.sources.some((s) => inside(s.node)))
      .map((e) => ({
        moved: e.sources.map((s) => name(s.node)).join(' + '),
        score: e.value,
        at: Math.round(e.startTime),
      }));
  }, within);
}

/** The page's layout shift score since its HTML was parsed (layoutShifts' scores added up). */
export async function layoutShiftScore(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.score, 0);
}

/** Axe's WCAG 2.1 A/AA and best-practice findings on the page as it is, one readable line each. */
export async function axeProblems(page: Page) {
  await skipSplash(page);
  await settleFades(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only the violations are read: axe then skips describing every passing node (about 15 % of its time here).
    .options({ resultTypes: ['violations'] })
    // Axe in the page itself, as before its 4.3 release: the default opens a blank page to merge each frame's
    // results, which here took 1-2.5 s of every scan for no frame (the app has none of its own; a cross-origin
    // frame would be reported by the frame-tested rule). Same findings, in a third to a half of the time.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A vacancy the backend accepts, with a title no seeded job has. */
export async function fillVacancy(page: Page, title: string, type: string) {
  await page.getByRole('textbox', { name: 'Job title' }).fill(title);
  await page.getByRole('combobox', { name: 'Job type' }).selectOption(type);
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
  await page.getByRole('spinbutton', { name: 'Salary per month (INR)' }).fill('20000');
  await page.getByLabel('Recruitment period').fill(day(40));
  await page.getByLabel('Job deadline').fill(day(20));
  await page
    .getByRole('textbox', { name: 'Job description' })
    .fill('Pair with our engineers on real features for three months, with a mentor and weekly reviews.');
  const skills = page.getByRole('textbox', { name: 'Skills', exact: true });
  await skills.fill('React');
  await skills.press('Enter');
  await page.getByRole('textbox', { name: 'Keywords' }).fill('frontend, mentoring');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Nimbus Labs');
  await page.getByRole('textbox', { name: 'Company website' }).fill('https://nimbuslabs.example.com');
  await page
    .getByRole('textbox', { name: 'Company description' })
    .fill('Nimbus Labs builds tools for teams.');
  await page.getByRole('textbox', { name: 'Apply link' }).fill('https://nimbuslabs.example.com/careers');
}

/**
 * The body of a `v1/jobs/create` the backend accepts (its Job model's required fields included), for the tests that
 * post straight to the API as any client of the backend can; `fields` replace or add to it.
 */
export function jobPayload(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  return {
    jobType: 'Full-time',
    location: 'Pune',
    skills: ['TypeScript'],
    jobDescription: 'Build the payments platform every product team relies on, and keep it fast and safe.',
    recruitmentPeriod: inDays(40),
    recruitmentQuota: 1,
    salaryPerMonth: 90000,
    experienceInYears: 2,
    companyName: 'Nimbus Labs',
    companyDescription: 'Nimbus Labs builds tools for teams.',
    companySite: 'https://nimbuslabs.example.com',
    applyLink: 'https://nimbuslabs.example.com/careers',
    userQualification: [],
    jobDeadline: inDays(20),
    keywords: [],
    ...fields,
  };
}
