import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CURRENCY } from '@/lib/constants';
import { RAZORPAY_KEY_ID } from '@/lib/env';
import { loginState } from '@/lib/login-redirect';
import { isPayable, toSmallestUnit } from '@/lib/price';
import { openRazorpayCheckout, type RazorpayOptions } from '@/lib/razorpay';
import { useSession } from '@/lib/use-session';
import type { Course } from './course';

export const ENROLL_LOGIN_MESSAGE = 'Please login to enroll in this course';
export const SDK_FAILED = 'Razorpay SDK failed to load. Are you online?';
export const paidMessage = (paymentId: string) => `Payment Successful! Payment ID: ${paymentId}`;
const BRAND_COLOUR = '#1549d6';

export type EnrollStatus =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'open' }
  | { kind: 'paid'; paymentId: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'unavailable' };

/** Why Enroll Now cannot work here, if it cannot: no key in this build, or no price to charge. */
export function enrollBlocker(key: string, finalPrice: number): 'no-key' | 'no-price' | null {
  if (!key) return 'no-key';
  return isPayable(finalPrice) ? null : 'no-price';
}

/**
 * Enroll Now: a visitor goes to log in and comes back here; a member gets Razorpay's checkout for the final
 * price. No server creates or verifies an order yet: the payment id shown is what the checkout reports.
 */
export function useEnroll(course: Course, finalPrice: number) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<EnrollStatus>({ kind: 'idle' });
  const blocker = enrollBlocker(RAZORPAY_KEY_ID, finalPrice);

  const enroll = async () => {
    if (blocker || status.kind === 'opening' || status.kind === 'open') return;
    if (!session) {
      navigate('/login', { state: loginState(location, ENROLL_LOGIN_MESSAGE) });
      return;
    }
    const { user } = session;
    const options: RazorpayOptions = {
      key: RAZORPAY_KEY_ID,
      amount: toSmallestUnit(finalPrice),
      currency: CURRENCY,
      name: course.title,
      description: 'Course Enrollment',
      prefill: { name: user.name, email: user.email, contact: user.phone ?? '' },
      notes: { course_id: course.id },
      theme: { color: BRAND_COLOUR },
      handler: (response) => setStatus({ kind: 'paid', paymentId: response.razorpay_payment_id }),
      // Closing the checkout is not an error: back to where we were, keeping a failure already reported.
      modal: {
        ondismiss: () => setStatus((s) => (s.kind === 'open' || s.kind === 'opening' ? { kind: 'idle' } : s)),
      },
    };
    setStatus({ kind: 'opening' });
    try {
      await openRazorpayCheckout(options, (failure) =>
        setStatus({
          kind: 'failed',
          reason: failure.error?.description || failure.error?.reason || 'the payment did not go through',
        }),
      );
      setStatus((s) => (s.kind === 'opening' ? { kind: 'open' } : s));
    } catch {
      setStatus({ kind: 'unavailable' });
    }
  };

  return { status, blocker, enroll, loggedIn: session !== null };
}
