import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, openApp } from './helpers';

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
  role: 'student' | 'recruiter' | 'teacher' | 'admin' | 'superadmin';
  paths: string[];
}[] = [
  {
    role: 'student',
    paths: ['/profile', '/profile/edit', '/profile/editProfile', '/profile/notification', '/career/post-job'],
  },
  { role: 'recruiter', paths: ['/career/post-job', '/profile'] },
  { role: 'teacher', paths: ['/teacher-dashboard'] },
  { role: 'admin', paths: ['/admin-dashboard'] },
  { role: 'superadmin', paths: ['/superadmin-panel', '/superAdmin'] },
];

async function scan(page: Page, path: string, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await openApp(page, path);
  await page.waitForLoadState('networkidle');
  // Let loading states settle into their final content before judging it.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const problems = results.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(problems, `${path} (${theme})`).toEqual([]);
}

test.describe('axe finds no violations', () => {
  // One test per route and theme: each stays well inside its time, and a failure names its page.
  for (const path of publicRoutes) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path}, ${theme} theme`, async ({ page }) => {
        await openApp(page, '/');
        await scan(page, path, theme);
      });
    }
  }

  for (const { role, paths } of privateRoutes) {
    test(`as ${role}`, async ({ page }) => {
      test.setTimeout(120_000);
      await logIn(page, role);
      for (const path of paths) {
        await scan(page, path, 'light');
        await scan(page, path, 'dark');
      }
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
      // Let the toast's entrance animation finish before measuring its colours.
      await page.waitForTimeout(600);
      const results = await new AxeBuilder({ page }).include('.Toastify').withTags(['wcag2aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    });
  }
});
