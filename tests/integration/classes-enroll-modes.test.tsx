import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSE_DETAILS } from '@/data/course-details';
import type { RazorpayOptions } from '@/features/classes/razorpay';
import { slugify } from '@/lib/format/slug';
import { courseFromSample } from '@/features/classes/course';
import { useEnroll } from '@/features/classes/use-enroll';
import { renderRoute } from '../utils/render-route';
import { loginAs } from '../utils/session';

// The build's payment setup, changed per test: the key and whether it runs against the demo API.
const env = vi.hoisted(() => ({ key: '', demo: true }));
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/env')>();
  return {
    ...actual,
    get RAZORPAY_KEY_ID() {
      return env.key;
    },
    get IS_DEMO() {
      return env.demo;
    },
  };
});
const loadScript = vi.fn<(src: string) => Promise<void>>();
vi.mock('@/features/classes/load-script', () => ({ loadScript: (src: string) => loadScript(src) }));

const sample = COURSE_DETAILS[0]!; // ₹3,999
const path = `/classes/web-development/${slugify(sample.title)}/${sample.id}`;
const priceRegion = () => screen.findByRole('region', { name: 'Course price' });

let opened: RazorpayOptions[] = [];
beforeEach(() => {
  env.key = '';
  env.demo = true;
  opened = [];
  loadScript.mockReset().mockResolvedValue(undefined);
  window.Razorpay = vi.fn(function (this: unknown, options: RazorpayOptions) {
    return { open: () => void opened.push(options), on: () => undefined };
  }) as unknown as Window['Razorpay'];
});
afterEach(() => {
  delete window.Razorpay;
});

describe('a live Razorpay key without an order server', () => {
  it('offers no payment and says why, loading nothing', async () => {
    env.key = 'rzp_live_codershub';
    env.demo = false;
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    const enroll = within(panel).getByRole('button', { name: 'Enroll Now' });
    expect(enroll).toBeDisabled();
    expect(enroll).toHaveAccessibleDescription(/no server that creates and verifies orders/);
    expect(enroll).toHaveAccessibleDescription(/not captured and is refunded/);
    await user.click(enroll);
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe('a test key', () => {
  beforeEach(() => {
    env.key = 'rzp_test_codershub';
  });

  it('reads "Enrolled" after a successful payment and cannot start a second charge', async () => {
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]!.handler({ razorpay_payment_id: 'pay_TEST1' }));
    const enrolled = await within(panel).findByRole('button', { name: 'Enrolled' });
    expect(enrolled).toBeDisabled();
    await user.click(enrolled);
    expect(opened).toHaveLength(1);
    expect(within(panel).getByText('Payment Successful! Payment ID: pay_TEST1')).toBeInTheDocument();
  });

  it('remembers the Razorpay payment: after a reload the course reads "Enrolled" and opens no checkout', async () => {
    const first = renderRoute(path, { as: 'student' });
    await first.user.click(within(await priceRegion()).getByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]!.handler({ razorpay_payment_id: 'pay_TESTKEPT1' }));
    await within(await priceRegion()).findByRole('button', { name: 'Enrolled' });
    first.unmount();

    const { user } = renderRoute(path);
    const panel = await priceRegion();
    const enrolled = await within(panel).findByRole('button', { name: 'Enrolled' });
    expect(within(panel).getByText('pay_TESTKEPT1')).toBeInTheDocument();
    await user.click(enrolled);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(1);
  });

  it('does not open the checkout when the person left the page while its script loaded', async () => {
    let finish: () => void = () => undefined;
    loadScript.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, router } = renderRoute(path, { as: 'student' });
    await user.click(within(await priceRegion()).getByRole('button', { name: 'Enroll Now' }));
    await act(() => router.navigate('/'));
    await act(async () => finish());
    expect(opened).toHaveLength(0);
  });

  it('nor for a click that came before the page had run its effects', async () => {
    // What a full test run once did: the click landed between the course page's first commit and its effects.
    // Here it is made certain: Enroll Now is "clicked" during the commit (a layout effect), before any effect.
    let finish: () => void = () => undefined;
    loadScript.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    loginAs('student');
    function EnrollDuringCommit() {
      const { enroll } = useEnroll(courseFromSample(sample), 3999);
      useLayoutEffect(() => void enroll(), []); // eslint-disable-line react-hooks/exhaustive-deps
      return null;
    }
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <EnrollDuringCommit /> }])} />,
    );
    expect(loadScript).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => finish());
    expect(opened).toHaveLength(0);
  });
});

describe('no key', () => {
  it('in the demo build, walks through a clearly labelled demo checkout: success with a payment id', async () => {
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    const enroll = within(panel).getByRole('button', { name: 'Enroll Now' });
    expect(enroll).toBeEnabled();
    expect(enroll).toHaveAccessibleDescription(/demo checkout/i);
    await user.click(enroll);
    const dialog = await screen.findByRole('dialog', { name: 'Demo checkout' });
    expect(dialog).toHaveTextContent(/no real payment/i);
    expect(dialog).toHaveTextContent('₹3,999');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await within(panel).findByText(/^Payment Successful! Payment ID: pay_DEMO\w+$/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Enrolled' })).toBeDisabled();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('in the demo build, shows a failed payment and lets the person try again', async () => {
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Simulate a failed payment' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /^Payment failed: .+ You can try again\.$/,
    );
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByRole('dialog', { name: 'Demo checkout' })).toBeInTheDocument();
  });

  it('in a build for a real backend, keeps the note that online payment is not set up', async () => {
    env.demo = false;
    renderRoute(path, { as: 'student' });
    const enroll = within(await priceRegion()).getByRole('button', { name: 'Enroll Now' });
    expect(enroll).toBeDisabled();
    expect(enroll).toHaveAccessibleDescription(
      'Online payment is not set up on this site yet, so enrolling here is not possible.',
    );
  });
});
