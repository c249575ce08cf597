import { expect, test } from '@playwright/test';
import { logIn, openApp } from './helpers';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('an account registered in one tab survives a job posted in another tab', async ({ page, context }) => {
  const stamp = Date.now().toString();
  const email = `tabs.${stamp}@example.com`;
  // Tab A: a visitor on the registration form.
  await openApp(page, '/register');

  // Tab B: a recruiter fills in the post-job form. From here on tab B does not reload, so its demo API keeps the
  // copy of the database it read before tab A registers.
  const tabB = await context.newPage();
  await logIn(tabB, 'recruiter');
  await openApp(tabB, '/career/post-job');
  // The form itself asks nothing of the API: read the board once, so this page's demo API has read the database.
  expect(await tabB.evaluate(() => fetch('/v1/jobs/all').then((r) => r.status))).toBe(200);
  await tabB.getByRole('textbox', { name: 'Job title' }).fill('Two Tab Engineer');
  await tabB.getByRole('combobox', { name: 'Job type' }).selectOption('Remote');
  await tabB.getByRole('textbox', { name: 'Location' }).fill('Remote');
  await tabB.getByRole('radio', { name: 'Experienced' }).check();
  await tabB.getByRole('spinbutton', { name: 'Years of experience' }).fill('2');
  await tabB.getByRole('spinbutton', { name: 'Salary per month (INR)' }).fill('90000');
  await tabB.getByRole('spinbutton', { name: 'Recruitment quota' }).fill('1');
  await tabB.getByLabel('Recruitment period').fill(day(40));
  await tabB.getByLabel('Job deadline').fill(day(20));
  await tabB
    .getByRole('textbox', { name: 'Job description' })
    .fill('Keep the demo database whole when it is open in two tabs at once.');
  const skills = tabB.getByRole('textbox', { name: 'Skills', exact: true });
  await skills.fill('TypeScript');
  await skills.press('Enter');
  await tabB.getByRole('textbox', { name: 'Keywords' }).fill('tabs');
  await tabB.getByRole('textbox', { name: 'Company name' }).fill('Nimbus Labs');
  await tabB.getByRole('textbox', { name: 'Company website' }).fill('https://nimbuslabs.example.com');
  await tabB
    .getByRole('textbox', { name: 'Company description' })
    .fill('Nimbus Labs builds tools for teams.');
  await tabB.getByRole('textbox', { name: 'Apply link' }).fill('https://nimbuslabs.example.com/careers/tabs');

  // Tab A registers; then tab B posts its job.
  await page.getByLabel('Full name').fill('Tara Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(`8${stamp.slice(-9)}`);
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByLabel('Short bio').fill('Learning to build web apps.');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  await tabB.getByRole('button', { name: 'Post Vacancy' }).click();
  await expect(tabB.getByText('Job posted successfully!')).toBeVisible();
  await tabB.close();

  // A fresh tab reads only what is stored: the new account logs in, and the job is on the board.
  const fresh = await context.newPage();
  await openApp(fresh, '/');
  await fresh.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('currentUser');
  });
  await openApp(fresh, '/login');
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password', { exact: true }).fill('Secret123');
  await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(fresh.getByText('Login successful!')).toBeVisible();
  await openApp(fresh, '/career');
  await expect(fresh.getByRole('region', { name: /jobs/i })).toContainText('Two Tab Engineer');
});
