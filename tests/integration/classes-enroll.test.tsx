import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { COURSE_DETAILS } from '@/data/course-details';
import type { RazorpayFailure, RazorpayOptions } from '@/features/classes/razorpay';
import { RAZORPAY_CHECKOUT_URL } from '@/features/classes/razorpay';
import { slugify } from '@/lib/format/slug';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

// A build with a Razorpay key; the script itself is never fetched in Node: loadScript is replaced below.
vi.mock('@/lib/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/env')>()),
  RAZORPAY_KEY_ID: 'rzp_test_codershub_unit',
}));
const loadScript = vi.fn<(src: string) => Promise<void>>();
vi.mock('@/features/classes/load-script', () => ({ loadScript: (src: string) => loadScript(src) }));

const sample = COURSE_DETAILS[0]!; // ₹3,999
const path = `/classes/web-development/${slugify(sample.title)}/${sample.id}`;

interface FakeCheckout {
  options: RazorpayOptions;
  failed?: (r: RazorpayFailure) => void;
  opened: boolean;
}
let checkouts: FakeCheckout[] = [];

beforeEach(() => {
  checkouts = [];
  loadScript.mockReset().mockResolvedValue(undefined);
  window.Razorpay = vi.fn(function (this: unknown, options: RazorpayOptions) {
    const checkout: FakeCheckout = { options, opened: false };
    checkouts.push(checkout);
    return {
      open: () => void (checkout.opened = true),
      on: (_event: 'payment.failed', cb: (r: RazorpayFailure) => void) => void (checkout.failed = cb),
    };
  }) as unknown as Window['Razorpay'];
});
afterEach(() => {
  delete window.Razorpay;
});

const priceRegion = () => screen.findByRole('region', { name: 'Course price' });

describe('Enroll Now', () => {
  it('sends a visitor to log in with the course as the origin, loading nothing', async () => {
    const { user, router } = renderRoute(path);
    await user.click(within(await priceRegion()).getByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({
      from: { pathname: path },
      message: 'Please login to enroll in this course',
    });
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('opens the checkout with the spec’s options and shows the payment id on success', async () => {
    const me = demoAccount('student');
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(loadScript).toHaveBeenCalledWith(RAZORPAY_CHECKOUT_URL);
    const [checkout] = checkouts;
    expect(checkout!.opened).toBe(true);
    expect(checkout!.options).toMatchObject({
      key: 'rzp_test_codershub_unit',
      amount: 399900,
      currency: 'INR',
      name: sample.title,
      description: 'Course Enrollment',
      prefill: { name: me.name, email: me.email },
      notes: { course_id: String(sample.id) },
    });
    act(() => checkout!.options.handler({ razorpay_payment_id: 'pay_TEST123' }));
    expect(await within(panel).findByText('Payment Successful! Payment ID: pay_TEST123')).toBeInTheDocument();
  });

  it('treats closing the checkout as no error, and reports a failed payment', async () => {
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    const enroll = within(panel).getByRole('button', { name: 'Enroll Now' });
    await user.click(enroll);
    await waitFor(() => expect(checkouts).toHaveLength(1));
    act(() => checkouts[0]!.options.modal!.ondismiss!());
    await waitFor(() => expect(enroll).toBeEnabled());
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(enroll);
    await waitFor(() => expect(checkouts).toHaveLength(2));
    act(() => checkouts[1]!.failed!({ error: { description: 'Your card was declined' } }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined',
    );
    act(() => checkouts[1]!.options.modal!.ondismiss!());
    expect(within(panel).getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it("says 'Razorpay SDK failed to load. Are you online?' when the script cannot load, and can retry", async () => {
    loadScript.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Razorpay SDK failed to load. Are you online?',
    );
    expect(checkouts).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});
