import { expect, test, type Page } from '@playwright/test';
import { jobPayload, logIn, openApp, waitForSplash } from './helpers';

// Text as long as the backend takes, or as long as the forms now let a person type (src/lib/validation/text-limits.ts).
const UNBROKEN_300 = 'Supercalifragilisticexpialidocious'.repeat(9).padEnd(300, 'x');
const SPACED_297 = 'Senior Staff Frontend Platform Engineer for Payments '.repeat(6).slice(0, 297).trim();
const UNBROKEN = (n: number) => 'Venkatanarasimharajuvaripeta'.repeat(Math.ceil(n / 28)).slice(0, n);
const WIDTHS = [375, 1280] as const;

/**
 * No page is wider than the window: what sticks out is named (its tag, classes and the first of its text), so a
 * failure says where to look.
 */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const limit = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.position === 'fixed') return false;
        const box = el.getBoundingClientRect();
        // Its box, or its text running out of it.
        const content = style.overflowX === 'visible' ? box.left + el.scrollWidth : box.right;
        return Math.max(box.right, content) > limit + 1;
      })
      // The innermost first: the element whose own text is too wide.
      .reverse()
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, wide };
  });
  expect(scrollWidth, `${where} at ${innerWidth} px: ${wide.join(' | ')}`).toBeLessThanOrEqual(innerWidth);
}

/** Posts a job through the demo API with the recruiter's stored token, as any client of the backend can. */
async function postJob(page: Page, fields: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (payload) => {
    const answer = await fetch('/v1/jobs/create', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify(payload),
    });
    const body = (await answer.json()) as { job: { _id: string } };
    return body.job._id;
  }, jobPayload(fields));
}

test.describe('long text never breaks a layout', () => {
  test('a 300-character unbroken title (and company, place and skill) on the board, its page and where it is listed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // An admin may post, and sees the dashboard that lists the latest postings.
    await logIn(page, 'admin');
    const id = await postJob(page, {
      jobTitle: UNBROKEN_300,
      companyName: UNBROKEN(150),
      location: UNBROKEN(120),
      skills: [UNBROKEN(90), 'Go'],
      keywords: [UNBROKEN(90)],
      userQualification: [UNBROKEN(200)],
      companySite: `https://${UNBROKEN(120)}.example.com/${UNBROKEN(80)}`,
      // Not a web address (the backend requires a link but not its kind): the app opens none, so it is marked by hand.
      applyLink: 'mailto:careers@nimbuslabs.example.com',
    });
    await openApp(page, `/job-details/${id}`);
    // Marked by hand, and so listed under the profile's applications.
    await page.getByRole('button', { name: 'Mark as applied' }).click();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await openApp(page, '/career');
      await expect(page.getByRole('link', { name: UNBROKEN_300 })).toBeVisible();
      await expectNoSidewaysScroll(page, '/career');
      await openApp(page, `/job-details/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: UNBROKEN_300 })).toBeVisible();
      await expectNoSidewaysScroll(page, '/job-details');
      // The apply dialog names the job too.
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the apply dialog');
      const dialog = (await page.getByRole('dialog').boundingBox())!;
      expect(dialog.x + dialog.width).toBeLessThanOrEqual(width);
      for (const path of ['/profile', '/admin-dashboard']) {
        await openApp(page, path);
        await expect(page.getByRole('link', { name: UNBROKEN_300 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }
    }
  });

  test('on a phone, a 297-character title is clamped to three lines on its card, whole in its name', async ({
    page,
  }) => {
    await logIn(page, 'recruiter');
    await postJob(page, { jobTitle: SPACED_297 });
    await page.setViewportSize({ width: 375, height: 740 });
    await openApp(page, '/career');
    const link = page.getByRole('link', { name: SPACED_297, exact: true });
    await expect(link).toBeVisible();
    const { lines, height } = await link.locator('xpath=..').evaluate((h) => {
      const lineHeight = parseFloat(getComputedStyle(h).lineHeight);
      return {
        lines: h.getBoundingClientRect().height / lineHeight,
        height: h.getBoundingClientRect().height,
      };
    });
    expect(lines, `the title is ${height} px tall`).toBeLessThanOrEqual(3.05);
    await expectNoSidewaysScroll(page, '/career');
  });

  test('a long staff name runs over neither the switch nor the Edit button', async ({ page }) => {
    await logIn(page, 'superadmin');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await openApp(page, '/superAdmin');
      await waitForSplash(page);
      const form = page.getByRole('region', { name: 'Add a staff user' });
      const name =
        width === 375 ? UNBROKEN(80) : 'Venkata Narasimha Raju Vari Peta Subrahmanya Lakshmi Narayana Sastry';
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Email').fill(`long.${width}@school.dev`);
      // Adding a staff user creates the account, which needs a phone and a first password.
      await form.getByLabel('Phone').fill(`91234${String(width).padStart(5, '0')}`);
      await form.getByLabel('First password').fill('FirstPass1');
      await form.getByRole('button', { name: 'Add staff user' }).click();
      const row = page
        .getByRole('list', { name: 'Staff users' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(row).toBeVisible();
      const text = (await row.getByText(name, { exact: true }).boundingBox())!;
      for (const control of [row.getByRole('switch'), row.getByRole('button', { name: `Edit ${name}` })]) {
        const c = (await control.boundingBox())!;
        const overlaps =
          text.x < c.x + c.width &&
          c.x < text.x + text.width &&
          text.y < c.y + c.height &&
          c.y < text.y + text.height;
        expect(overlaps, `the name over ${await control.textContent()} at ${width} px`).toBe(false);
      }
      await expectNoSidewaysScroll(page, '/superAdmin');
    }
  });

  test('a person registered with a long name, in the users tables of the staff and dashboard pages', async ({
    page,
  }) => {
    const name = UNBROKEN(80);
    await openApp(page, '/');
    const status = await page.evaluate(
      (n) =>
        fetch('/v1/students/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: n,
            email: 'long.name@example.com',
            password: 'Password123',
            phoneNumber: '9123456780',
            username: 'long.name',
            role: 'student',
            bio: 'Learning to build things.',
          }),
        }).then((r) => r.status),
      name,
    );
    expect(status).toBe(201);
    await logIn(page, 'superadmin');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/superAdmin', '/superadmin-panel']) {
        await openApp(page, path);
        await page
          .getByRole('button', { name: /^Show all \d+ users$/ })
          .first()
          .click();
        await expect(page.getByText(name).first()).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }
    }
  });

  test('a long user name in the header, its account menu, the profile sidebar, a project and a review', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'student');
    const name = UNBROKEN(80);
    await openApp(page, '/profile/editProfile');
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

    // A student's project is kept in this browser only (only developers publish projects on the server).
    await page.evaluate(
      ([title, description, tech]) => {
        const user = JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { id?: string };
        localStorage.setItem(
          `codershub:saved:${user.id}:projects`,
          JSON.stringify([
            {
              id: 'p-long',
              title,
              description,
              link: '',
              technologies: [tech, 'React'],
              createdAt: '2026-01-02T10:00:00.000Z',
            },
          ]),
        );
      },
      [UNBROKEN(100), UNBROKEN(1000), UNBROKEN(60)],
    );

    const course =
      '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001';
    await openApp(page, course);
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Your review' }).fill(UNBROKEN(1000));
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('article', { name: `Review by ${name}` })).toBeVisible();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/profile', '/profile/edit', '/profile/editProfile', course, '/career']) {
        await openApp(page, path);
        await waitForSplash(page);
        await expectNoSidewaysScroll(page, path);
      }
      // The account menu keeps the name inside it.
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(name.slice(0, 20)) })
        .click();
      const menu = (await page
        .getByRole('banner')
        .getByRole('link', { name: 'My dashboard' })
        .locator('xpath=../../..')
        .boundingBox())!;
      expect(menu.x).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page, 'the account menu');
    }
  });
});
