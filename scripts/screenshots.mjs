/* global document */
// Screenshots of routes at desktop and phone widths in both themes, for looking at what we built.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:4174 /tmp/shots /path1 /path2 …  (LOGIN=role to log in first)
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const [base, out, ...paths] = process.argv.slice(2);
const login = process.env.LOGIN;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
]) {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}/`);
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    if (login) {
      await page.goto(`${base}/login`);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      await page.waitForFunction(() => {
        // Hydrated: the layout's theme switch (which needs the app's code) is enabled.
        const toggle = document.querySelector('button[aria-label$=" theme"]');
        return toggle !== null && !toggle.disabled;
      });
      await page.getByLabel('Email').fill(`${login}@codershub.dev`);
      await page.getByLabel('Password', { exact: true }).fill('Password123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page
        .waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 })
        .catch(async (e) => {
          await page.screenshot({ path: `${out}/login-failure-${label}-${theme}.png` });
          throw e;
        });
    }
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(1600);
      const name = `${out}/${(login ? `${login}-` : '') + (path.replace(/[^a-z0-9]+/gi, '_') || 'home')}-${label}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
