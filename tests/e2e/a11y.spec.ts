import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { axeProblems, logIn, openApp, settleFades, waitForApp } from './helpers';

const publicRoutes = [
  '/',
  '/career',
  '/community',
  '/about',
  '/classes/web-development',
  '/projects/all',
  '/store/books',
  '/checkout',
  '/login',
  '/register',
  '/forget-password',
  '/unauthorized',
  '/student/asha-verma/64a1000000000000000000000001',
  '/student/nobody-here/64a100000000000000000fffff',
  '/no-such-page',
];

const privateRoutes: {
  role: 'student' | 'developer' | 'recruiter' | 'teacher' | 'admin' | 'superadmin';
  paths: string[];
}[] = [
  {
    role: 'student',
    paths: ['/profile', '/profile/edit', '/profile/editProfile', '/profile/notification', '/career/post-job'],
  },
  // The add-project form, which only developers (and admins) are shown.
  { role: 'developer', paths: ['/profile/edit'] },
  { role: 'recruiter', paths: ['/career/post-job', '/profile'] },
  { role: 'teacher', paths: ['/teacher-dashboard'] },
  { role: 'admin', paths: ['/admin-dashboard'] },
  { role: 'superadmin', paths: ['/superadmin-panel', '/superAdmin'] },
];

/**
 * Waits for the page's final content: the network has gone quiet and no spinner or skeleton is left. (A live region
 * such as the board's "Showing 8 of 100 jobs" stays, so it is no sign of loading; nor is the pulsing cursor of a
 * typed headline, a span.)
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.animate-spin, .animate-pulse:not(span)'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/**
 * Scans `path` in the light theme, then reloads it in the dark one, as a reader who chose it meets it. (A switch in
 * place would leave the off-screen job cards, whose rendering the browser skips, in their old colours for axe.)
 */
async function scanBothThemes(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await openApp(page, path);
  await settle(page);
  expect.soft(await axeProblems(page), `${path} (light)`).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await waitForApp(page);
  await settle(page);
  expect.soft(await axeProblems(page), `${path} (dark)`).toEqual([]);
}

test.describe('axe finds no violations, light and dark', () => {
  // One test per route, both themes: each stays well inside its time, and a failure names its page and theme.
  for (const path of publicRoutes) {
    test(path, async ({ page }) => {
      await page.goto('/favicon.svg');
      await scanBothThemes(page, path);
    });
  }

  for (const { role, paths } of privateRoutes) {
    test(`as ${role}`, async ({ page }) => {
      test.setTimeout(120_000);
      await logIn(page, role);
      for (const path of paths) await scanBothThemes(page, path);
    });
  }
});

test.describe('toasts', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`a toast is readable in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await openApp(page, '/login');
      await page.getByLabel('Email').fill('student@codershub.dev');
      await page.getByLabel('Password', { exact: true }).fill('Password123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
      // The toast fades in, and fades out three seconds later: measured during either, its text is half-transparent
      // and fails contrast. A fixed wait raced both on a busy machine (axe alone can take seconds to run there), so
      // the pointer rests on the toast instead, which holds it open once its entrance has settled (Playwright hovers
      // only a settled element), and the toast is checked to be fully opaque before and after the measurement.
      const toast = page.locator('.Toastify__toast').first();
      await toast.hover();
      await settleFades(page);
      await expect(toast).toHaveCSS('opacity', '1');
      const results = await new AxeBuilder({ page })
        .include('.Toastify')
        .withTags(['wcag2aa'])
        .setLegacyMode(true)
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      await expect(toast).toHaveCSS('opacity', '1');
    });
  }
});
