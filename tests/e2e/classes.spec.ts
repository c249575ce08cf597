import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  axeProblems,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  layoutShifts,
  logIn,
  openApp,
  TIMED,
  waitForSplash,
} from './helpers';

const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const FULL_STACK = {
  title: 'Full-Stack Web Development with React and Node',
  path: '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001',
};
const SERVER_ONLY_PATH =
  '/classes/digital-marketing/growth-marketing-for-tech-products/64c100000000000000000015';

/**
 * A stand-in for Razorpay's checkout.js: it records the options it was opened with (functions aside) and
 * "pays" at once by calling the success handler with a fake payment id.
 */
const FAKE_CHECKOUT = `
window.Razorpay = function (options) {
  window.__razorpayOptions = JSON.parse(JSON.stringify(options));
  return {
    on: function () {},
    open: function () { options.handler({ razorpay_payment_id: 'pay_E2E_0001' }); },
  };
};
window.__razorpayLoads = (window.__razorpayLoads || 0) + 1;
`;

async function serveFakeCheckout(page: Page) {
  await page
    .context()
    .route(CHECKOUT_URL, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CHECKOUT }),
    );
}

const cards = (page: Page) => page.getByRole('region', { name: /classes$/ }).getByRole('article');

test.describe('live classes', () => {
  test('the prerendered list hydrates cleanly, fills in, filters by tab and search, and opens a course', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await openApp(page, '/classes/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Live classes in Web Development, DSA, AI/ML, App Development and Data Science',
    );
    await expect(cards(page)).toHaveCount(3);
    expect(problems.filter((p) => /hydrat|did not match|#418|#423|#425/i.test(p))).toEqual([]);

    await page.getByRole('link', { name: 'DSA', exact: true }).click();
    await expect(page).toHaveURL(/\/classes\/dsa$/);
    await expect(page.getByRole('link', { name: 'DSA', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Search classes' }).fill('java');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/classes\/dsa\/dsa-interview-preparation-in-java\/64c1[0-9a-f]{20}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DSA Interview Preparation in Java');
  });

  test('every demo class card opens a full course page', async ({ page }) => {
    test.setTimeout(120_000);
    await openApp(page, '/classes/all');
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < count; i += 1) {
      const link = cards(page).nth(i).getByRole('link');
      const title = (await link.textContent())!;
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole('region', { name: "What you'll learn" }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Course price' })).toContainText('₹');
      await page.goBack();
      await expect(cards(page)).toHaveCount(count);
    }
  });

  test('the headline types, and stays still with reduced motion', TIMED, async ({ page }) => {
    const typed = page.locator('h1 [aria-hidden="true"] .block').first();
    await openApp(page, '/classes/ai-ml');
    await expect(typed).not.toHaveText('Web Development', { timeout: 5_000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(typed).toHaveText('Web Development');
    await page.waitForTimeout(1_500);
    await expect(typed).toHaveText('Web Development');
    await expect(page.getByRole('button', { name: 'Pause the headline animation' })).toHaveCount(0);
  });

  test('the pause button stays where it is while the headline types, on a phone or a desktop', async ({
    page,
  }) => {
    const typed = page.locator('h1 [aria-hidden="true"] .block').first();
    const pause = page.getByRole('button', { name: 'Pause the headline animation' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openApp(page, '/classes/web-development');
      // Measured on a long line ("Web Development", "App Development", "Data Science"), then on a short one (a
      // phrase deleted down to a few letters, "DSA", "AI/ML").
      await expect(typed).toHaveText(/^.{12,}$/, { timeout: 10_000 });
      const long = (await pause.boundingBox())!;
      await expect(typed).toHaveText(/^\S{0,5}$/, { timeout: 10_000 });
      expect(await pause.boundingBox(), `at ${width} px`).toEqual(long);
    }
  });

  test('the class list moves nothing while its count arrives, on a phone or a desktop', async ({ page }) => {
    const list = 'section[aria-labelledby="class-list-title"]';
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openApp(page, '/classes/web-development');
      await expect(page.locator(list).locator('p[aria-live="polite"]')).toHaveText(/^\d+ class/);
      expect(await layoutShifts(page, list), `at ${width} px`).toEqual([]);
    }
  });
});

test.describe('course page', () => {
  test('a student reviews a course: rating by keyboard, kept after a reload, edited, then deleted', async ({
    page,
  }) => {
    await logIn(page, 'student');
    await openApp(page, FULL_STACK.path);
    const feedback = page.getByRole('region', { name: 'Student feedback' });
    await feedback.getByRole('button', { name: 'Submit Review' }).click();
    await expect(feedback.getByRole('alert')).toHaveText('Please add a comment and rating.');

    await feedback.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(feedback.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await feedback.getByRole('textbox', { name: 'Your review' }).fill('Weekly deploys made it stick.');
    await feedback.getByRole('button', { name: 'Submit Review' }).click();
    const reviews = feedback.getByRole('list', { name: 'Reviews' }).getByRole('article');
    await expect(reviews.first()).toContainText('Weekly deploys made it stick.');
    await expect(reviews.first().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(feedback).toContainText('4 reviews');

    await page.reload();
    await waitForSplash(page);
    const mine = feedback.getByRole('article', { name: /^Review by Asha Verma$/ });
    await expect(mine).toContainText('Weekly deploys made it stick.');
    await mine.getByRole('button', { name: /^Edit review/ }).click();
    const edit = feedback.getByRole('textbox', { name: 'Edit your review' });
    await expect(edit).toHaveValue('Weekly deploys made it stick.');
    await edit.fill('Even better on a second look.');
    await feedback.getByRole('button', { name: 'Save now' }).click();
    await expect(mine).toContainText('Even better on a second look.');

    await mine.getByRole('button', { name: /^Delete review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete review' });
    await expect(dialog).toContainText('Are you sure you want to delete this review?');
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toHaveCount(0);
    await expect(feedback).toContainText('3 reviews');
  });

  test('Download Syllabus saves a text file named after the course, with its contents', async ({ page }) => {
    await openApp(page, FULL_STACK.path);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Syllabus' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('full-stack-web-development-with-react-and-node-syllabus.txt');
    const text = await readFile((await download.path())!, 'utf8');
    for (const part of [
      FULL_STACK.title,
      'Instructor: Vikram Rao',
      'Level: Intermediate',
      'Language: English',
      "What you'll learn",
      '- Design a REST API with Express and document it',
      'Topics',
      '- MongoDB',
      'This course includes',
      '- Certificate of completion',
    ])
      expect(text).toContain(part);
  });

  test('a visitor who enrols logs in, comes back to the course and pays in the checkout', async ({
    page,
  }) => {
    await serveFakeCheckout(page);
    await openApp(page, FULL_STACK.path);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to enroll in this course')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_EMAIL.student);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${FULL_STACK.path}$`), { timeout: 10_000 });

    const panel = page.getByRole('region', { name: 'Course price' });
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(panel).toContainText('Payment Successful! Payment ID: pay_E2E_0001');
    const options = await page.evaluate(
      () => (window as unknown as { __razorpayOptions: unknown }).__razorpayOptions,
    );
    expect(options).toMatchObject({
      key: 'rzp_test_codershub_e2e',
      amount: 399900,
      currency: 'INR',
      name: FULL_STACK.title,
      description: 'Course Enrollment',
      prefill: { name: 'Asha Verma', email: DEMO_EMAIL.student },
      notes: { course_id: '64c100000000000000000001' },
    });
    // Paid: the button says so and cannot start a second charge.
    await expect(panel.getByRole('button', { name: 'Enrolled' })).toBeDisabled();
    expect(
      await page.evaluate(() => (window as unknown as { __razorpayLoads: number }).__razorpayLoads),
    ).toBe(1);
  });

  test("says 'Razorpay SDK failed to load. Are you online?' when the checkout script cannot load", async ({
    page,
  }) => {
    await page.context().route(CHECKOUT_URL, (route) => route.abort('internetdisconnected'));
    await logIn(page, 'student');
    await openApp(page, SERVER_ONLY_PATH);
    const panel = page.getByRole('region', { name: 'Course price' });
    await expect(panel).toContainText('₹2,499');
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Razorpay SDK failed to load. Are you online?');
    // Once the connection is back, Enroll Now tries again.
    await page.context().unroute(CHECKOUT_URL);
    await serveFakeCheckout(page);
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(panel).toContainText('Payment Successful! Payment ID: pay_E2E_0001');
  });

  test('a built-in course page arrives prerendered and hydrates without a mismatch', async ({ page }) => {
    const html = await (await page.request.get(FULL_STACK.path)).text();
    expect(html).toContain(FULL_STACK.title);
    expect(html).toContain('Enroll Now');
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await openApp(page, FULL_STACK.path);
    await expect(page.getByRole('region', { name: 'Student feedback' })).toContainText('3 reviews');
    expect(problems.filter((p) => /hydrat|did not match|#418|#423|#425/i.test(p))).toEqual([]);
  });

  test("an unknown course says 'Course Not Found'", async ({ page }) => {
    await openApp(page, '/classes/dsa/nothing/64c1ffffffffffffffffffff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Course Not Found\s*—?\s*The course you are looking for does not exist\./,
    );
  });
});

test.describe('classes accessibility and phones', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on the list and course pages, ${theme} theme`, async ({ page }) => {
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of ['/classes/web-development', FULL_STACK.path, SERVER_ONLY_PATH]) {
        await openApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Loading classes…')).toHaveCount(0);
        await expect(page.getByText('Loading course…')).toHaveCount(0);
        expect(await axeProblems(page), `${path} (${theme})`).toEqual([]);
      }
    });
  }

  test('nothing scrolls sideways on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/classes/web-development', '/classes/all', FULL_STACK.path, SERVER_ONLY_PATH]) {
      await openApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(300);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
  });
});
