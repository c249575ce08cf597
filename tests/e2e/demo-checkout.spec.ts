import { expect, test } from '@playwright/test';
import { NO_KEY_BASE_URL, logIn, openApp, waitForApp } from './helpers';

// The demo as shipped without a Razorpay key: a newcomer sees the whole enrolment in a labelled demo checkout.
test.use({ baseURL: NO_KEY_BASE_URL });

const COURSE_PATH =
  '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001';

test.describe('the demo checkout (no payment key)', () => {
  test('a student pays in the demo checkout: a payment id, then Enrolled', async ({ page }) => {
    let razorpayRequested = false;
    page.on('request', (r) => {
      if (r.url().includes('razorpay')) razorpayRequested = true;
    });
    await logIn(page, 'student');
    await openApp(page, COURSE_PATH);
    const panel = page.getByRole('region', { name: 'Course price' });
    await expect(panel).toContainText('no real payment is taken');
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo checkout' });
    await expect(dialog).toContainText('no real payment is taken');
    await expect(dialog).toContainText('₹3,999');
    await dialog.getByRole('button', { name: /^Pay ₹3,999/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText(/^Payment Successful! Payment ID: pay_DEMO[A-Z0-9]{10}$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Enrolled' })).toBeDisabled();
    expect(razorpayRequested).toBe(false);
  });

  test('the enrolment lasts: after a reload, after Career and back, and in My courses on the profile', async ({
    page,
  }) => {
    await logIn(page, 'student');
    await openApp(page, COURSE_PATH);
    const panel = page.getByRole('region', { name: 'Course price' });
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await page
      .getByRole('dialog', { name: 'Demo checkout' })
      .getByRole('button', { name: /^Pay ₹3,999/ })
      .click();
    const success = panel.getByText(/^Payment Successful! Payment ID: pay_DEMO[A-Z0-9]{10}$/);
    await expect(success).toBeVisible();
    const paymentId = /pay_DEMO[A-Z0-9]{10}/.exec((await success.textContent()) ?? '')![0];

    await page.reload();
    await waitForApp(page);
    await expect(panel.getByRole('button', { name: 'Enrolled' })).toBeDisabled();
    await expect(panel.getByText(paymentId, { exact: true })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Career', exact: true }).click();
    await expect(page).toHaveURL(/\/career$/);
    await page.goBack();
    await expect(panel.getByRole('button', { name: 'Enrolled' })).toBeDisabled();

    await openApp(page, '/profile');
    const courses = page.getByRole('region', { name: 'My courses' });
    await expect(courses.getByRole('listitem')).toHaveCount(1);
    await expect(courses).toContainText(paymentId);
    await courses.getByRole('link', { name: /^Go to course/ }).click();
    await expect(page).toHaveURL(new RegExp(`${COURSE_PATH}$`));
    await expect(panel.getByRole('button', { name: 'Enrolled' })).toBeDisabled();
  });

  test('a failed demo payment says so and can be tried again', async ({ page }) => {
    await logIn(page, 'student');
    await openApp(page, COURSE_PATH);
    const panel = page.getByRole('region', { name: 'Course price' });
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await page
      .getByRole('dialog', { name: 'Demo checkout' })
      .getByRole('button', { name: 'Simulate a failed payment' })
      .click();
    await expect(panel.getByRole('alert')).toContainText('Payment failed:');
    await expect(panel.getByRole('alert')).toContainText('You can try again.');
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Demo checkout' })).toBeVisible();
  });
});
