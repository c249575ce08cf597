import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, openApp } from './helpers';

test('a new student registers, logs in, reaches the dashboard and logs out', async ({ page }) => {
  const stamp = Date.now().toString();
  const email = `e2e.${stamp}@example.com`;
  const phone = `9${stamp.slice(-9)}`;

  await openApp(page, '/register');
  await expect(page.getByText('Only Students can register for now.')).toBeVisible();
  await page.getByLabel('Full name').fill('Meena Joshi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel(/^Password/).fill('Secret123');
  await expect(page.getByLabel('Role')).toHaveValue('student');
  const bio = 'Second-year student at Pune, learning React and looking for a first internship.';
  await page.getByLabel('Short bio').fill(bio);
  await expect(page.getByText(`${bio.length}/500 characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account is ready. Log in with your email and password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /Meena Joshi/ }).click();
  await page.getByRole('link', { name: 'My dashboard' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const sidebar = page.getByRole('complementary', { name: 'Profile' });
  await expect(sidebar.getByText('Meena Joshi')).toBeVisible();
  await expect(sidebar.getByText(`@e2e.${stamp}`)).toBeVisible();
  await expect(sidebar.getByText('Connections')).toBeVisible();
  await expect(page.getByRole('main').getByText(bio)).toBeVisible();

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('currentUser')]),
  ).toEqual([null, null]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
});

test('a visitor opening /profile lands on /login and comes back to /profile after logging in', async ({
  page,
}) => {
  await openApp(page, '/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
  await page.getByLabel('Email').fill(DEMO_EMAIL.teacher);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Teacher menu' });
  await expect(menu.getByRole('link', { name: 'My Classes' })).toHaveAttribute(
    'href',
    '/teacher-dashboard#my-classes',
  );
});

test('a wrong password is explained at the password field', async ({ page }) => {
  await openApp(page, '/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL.student);
  await page.getByLabel('Password', { exact: true }).fill('NotThePassword1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMAIL.student);
});

test('a public profile shows the person once loaded', async ({ page }) => {
  await openApp(page, '/developer/rahul-mehta/64a100000000000000000002');
  await expect(page.getByRole('heading', { level: 1, name: 'Rahul Mehta' })).toBeVisible();
  await expect(page.getByText('@developer')).toBeVisible();
  await expect(page.getByText(/^Joined \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(page.getByText('Followers')).toBeVisible();
});

test('a public profile that cannot be found shows the name from the link, the message and Go Back', async ({
  page,
}) => {
  await openApp(page, '/career');
  await page.goto('/recruiter/priya-nair/64a1000000000000000000ff');
  await expect(page.getByRole('alert').filter({ hasText: 'No user found.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/career$/);
});

test('registration refuses, before sending, an address the backend would refuse, and keeps what was typed', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/v1\/\w+\/register/.test(r.url())) sent.push(r.url());
  });
  await openApp(page, '/register');
  await page.getByLabel('Full name').fill('Kiran Rao');
  await page.getByLabel('Email').fill('kiran+jobs@example.info');
  await page.getByLabel('Phone').fill('9000011111');
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByLabel('Short bio').fill('Learning Go.');
  await page.getByRole('button', { name: 'Register' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    /Addresses with a “\+” are not accepted yet\..*Addresses ending in “\.info” are not accepted yet/,
  );
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('kiran+jobs@example.info');
  await expect(page.getByLabel('Short bio')).toHaveValue('Learning Go.');
  expect(sent).toEqual([]);
});

test("the login page fetches the login's code once the form is reached for", async ({ page }) => {
  const loginCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/log-in-[^/]+\.js$/.test(r.url())) loginCode.push(r.url());
  });
  await openApp(page, '/login');
  expect(loginCode, 'before the form is reached for').toEqual([]);
  await page.getByLabel('Email').focus();
  await expect.poll(() => loginCode.length).toBe(1);
  await page.getByLabel('Email').fill(DEMO_EMAIL.student);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
});

test('the sign-in and registration cards start at the same height, whatever their length', async ({
  page,
}) => {
  // Centred in the window, a card moved up as its fields streamed in; from the top, what arrives goes below.
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = page.locator('section[aria-labelledby="auth-title"]');
  const tops: number[] = [];
  const heights: number[] = [];
  for (const path of ['/login', '/register', '/forget-password']) {
    await openApp(page, path);
    const box = (await card.boundingBox())!;
    tops.push(box.y);
    heights.push(box.height);
  }
  expect(new Set(heights).size, 'cards of different lengths').toBe(3);
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
});
