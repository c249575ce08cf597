import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers';

/**
 * A prerendered form can be typed into while its code is still on the way. The entry script is held back here
 * (on a first visit, before any service worker answers for the page) until the fields are filled, as on a slow
 * network: once the app has hydrated, what was typed is on screen and is what the form checks and sends.
 */
test('the registration form keeps what was typed before the app hydrated it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not to "load" (or DOMContentLoaded): both wait for the entry script.
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByLabel('Full name').fill('Early Typist');
  await page.getByLabel('Email').fill('early.typist@example.com');
  await page.getByLabel('Role').selectOption('developer');
  release();
  await waitForApp(page);

  await expect(page.getByLabel('Full name')).toHaveValue('Early Typist');
  await expect(page.getByLabel('Email')).toHaveValue('early.typist@example.com');
  // The role chosen early decides the fields shown: the developer's, not the student's.
  await expect(page.getByLabel('Role')).toHaveValue('developer');
  await expect(page.getByLabel('Experience')).toBeVisible();
  await expect(page.getByLabel('Short bio')).toHaveCount(0);
  // The rules see the early text: only what was left empty is reported.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByText('Full Name is required.')).toHaveCount(0);
  await expect(page.getByText('Email is required.')).toHaveCount(0);
});
