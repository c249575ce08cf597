import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, logIn, openApp } from './helpers';

// The journeys the deployed backend's own rules used to stop, against the demo API that keeps the same rules:
// list-typed developer and recruiter fields, the superadmin's own sign-in, real staff accounts, unique usernames,
// the Job schema's required fields and search hits under the schema's names.

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const phoneFrom = (s: string) => `9${s.slice(-9)}`;

async function register(
  page: Page,
  input: { name: string; email: string; phone: string; role: 'student' | 'developer' | 'recruiter' },
) {
  await openApp(page, '/register');
  await page.getByLabel('Full name').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Phone').fill(input.phone);
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByLabel('Role').selectOption(input.role);
  if (input.role === 'student') await page.getByLabel('Short bio').fill('Learning to build web apps.');
  if (input.role === 'recruiter')
    await page.getByRole('textbox', { name: 'Company website' }).fill('https://hire.example.com');
  if (input.role === 'developer') await page.getByLabel('Experience').selectOption('3-5 years');
  await page.getByRole('button', { name: 'Register' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Registers, is taken to /login with the address filled in, signs in and lands home. */
async function registerAndSignIn(page: Page, input: Parameters<typeof register>[1]) {
  await register(page, input);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(input.email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function fillVacancy(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Job title' }).fill(title);
  await page.getByRole('combobox', { name: 'Job type' }).selectOption('Full-time');
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
  await page.getByRole('spinbutton', { name: 'Salary per month (INR)' }).fill('60000');
  await page.getByLabel('Recruitment period').fill(day(40));
  await page.getByLabel('Job deadline').fill(day(20));
  await page
    .getByRole('textbox', { name: 'Job description' })
    .fill('Build the screens our learners use every day, with a mentor, reviews and real users.');
  const skills = page.getByRole('textbox', { name: 'Skills', exact: true });
  await skills.fill('React');
  await skills.press('Enter');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Hire Labs');
  await page.getByRole('textbox', { name: 'Company description' }).fill('Hire Labs builds hiring tools.');
  await page.getByRole('textbox', { name: 'Apply link' }).fill('https://hire.example.com/jobs/1');
}

test('a developer registers and signs in; the experience the backend cannot keep is said on the form, not sent', async ({
  page,
}) => {
  const s = stamp();
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/developers/register')) sent.push(r.postDataJSON());
  });
  await openApp(page, '/register');
  await page.getByLabel('Role').selectOption('developer');
  await expect(
    page.getByText('Not saved on the server yet, so your profile will not show it.'),
  ).toBeVisible();
  await registerAndSignIn(page, {
    name: 'Dev Eloper',
    email: `dev.${s}@example.com`,
    phone: phoneFrom(s),
    role: 'developer',
  });
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toHaveProperty('experience');
  await page.goto('/profile');
  await expect(page.getByRole('complementary', { name: 'Profile' }).getByText('Developer')).toBeVisible();
});

test('a recruiter registers, signs in and posts a vacancy; one without a company website is stopped before it is sent; search names it', async ({
  page,
}) => {
  const s = stamp();
  await registerAndSignIn(page, {
    name: 'Rita Recruiter',
    email: `rita.${s}@example.com`,
    phone: phoneFrom(s),
    role: 'recruiter',
  });

  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/jobs/create')) creates.push(r.url());
  });
  await openApp(page, '/career/post-job');
  const title = `Frontend Engineer ${s}`;
  await fillVacancy(page, title);
  await page.getByRole('textbox', { name: 'Company website' }).fill('');
  await page.getByRole('button', { name: 'Post Vacancy' }).click();
  await expect(page.getByText('Please fill all required fields.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company website' })).toBeFocused();
  await expect(page.getByText("Enter the company's website.")).toBeVisible();
  expect(creates).toHaveLength(0);

  await page.getByRole('textbox', { name: 'Company website' }).fill('https://hire.example.com');
  await page.getByRole('button', { name: 'Post Vacancy' }).click();
  await expect(page.getByText('Job posted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/career$/);
  expect(creates).toHaveLength(1);

  // Site search names it (the deployed search answers a job under `jobTitle`).
  await openApp(page, '/');
  await page.getByRole('button', { name: /Search people, jobs and courses/ }).click();
  await page
    .getByRole('combobox', { name: 'Search people, jobs and courses' })
    .fill(`Frontend Engineer ${s}`);
  const hit = page.getByRole('option', { name: new RegExp(`Frontend Engineer ${s} \\(Job Opportunity\\)`) });
  await expect(hit).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByText(/Untitled/)).toHaveCount(0);
});

test('a second "asha" at another domain gets an account with another username, and signs in', async ({
  page,
}) => {
  const s = stamp();
  // The seeded student's username is "student".
  await register(page, {
    name: 'Asha Two',
    email: 'student@college.example.org',
    phone: phoneFrom(s),
    role: 'student',
  });
  await expect(page.getByText('Username already registered!').first()).toBeVisible();
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue('student.college');
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Two');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(
    page.getByRole('complementary', { name: 'Profile' }).getByText('@student.college'),
  ).toBeVisible();
});

test('the superadmin signs in from the login form, reaches both staff pages after a reload, and makes a teacher and an admin who sign in to their dashboards', async ({
  page,
  browser,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/v1\/.*login$/.test(r.url())) calls.push(new URL(r.url()).pathname);
  });
  await logIn(page, 'superadmin');
  expect(calls).toEqual(['/v1/auth/login', '/v1/superadmin/login']);
  await page.goto('/superadmin-panel');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /superadmin panel/i })).toBeVisible();
  await page.goto('/superAdmin');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff management' })).toBeVisible();

  const s = stamp();
  const form = page.getByRole('region', { name: 'Add a staff user' });
  const people = [
    {
      name: 'Tara Teacher',
      email: `tara.${s}@school.dev`,
      role: 'Teacher',
      phone: `8${s.slice(-9)}`,
      dash: '/teacher-dashboard',
    },
    {
      name: 'Adi Admin',
      email: `adi.${s}@school.dev`,
      role: 'Admin',
      phone: `7${s.slice(-9)}`,
      dash: '/admin-dashboard',
    },
  ] as const;
  for (const p of people) {
    await form.getByLabel('Name', { exact: true }).fill(p.name);
    await form.getByLabel('Email').fill(p.email);
    await form.getByLabel('Role').selectOption({ label: p.role });
    await form.getByLabel('Phone').fill(p.phone);
    await form.getByLabel('First password').fill('FirstPass1');
    await form.getByRole('button', { name: 'Add staff user' }).click();
    await expect(
      page.getByRole('list', { name: 'Staff users' }).getByText(p.name, { exact: true }),
    ).toBeVisible();
  }

  // Each signs in, in a browser of their own, with the demo database this one wrote (it lives in local storage).
  const state = await page.context().storageState();
  for (const p of people) {
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: state.origins.map((o) => ({
          ...o,
          localStorage: o.localStorage.filter((e) => e.name === 'codershub-demo-db'),
        })),
      },
    });
    const other = await context.newPage();
    await openApp(other, `/login?from=${encodeURIComponent(p.dash)}`);
    await signIn(other, p.email, 'FirstPass1');
    await expect(other).toHaveURL(new RegExp(`${p.dash}$`));
    await context.close();
  }
});

test('a wrong superadmin password reads as a failed login', async ({ page }) => {
  await openApp(page, '/login');
  await signIn(page, DEMO_EMAIL.superadmin, `${DEMO_PASSWORD}x`);
  await expect(page.getByText('No account matches this email and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
