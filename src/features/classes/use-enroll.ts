import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CURRENCY } from '@/lib/constants';
import { findEnrolment, readEnrolments, recordEnrolment, useEnrolments } from '@/entities/class/enrolments';
import { IS_DEMO, RAZORPAY_KEY_ID } from '@/lib/env';
import { loginState } from '@/lib/session/login-redirect';
import { isPayable, toSmallestUnit } from '@/entities/price/price';
import { openRazorpayCheckout, type RazorpayOptions } from '@/features/classes/razorpay';
import { slugify } from '@/lib/format/slug';
import { userStorageKey } from '@/lib/session/user-key';
import { useSession } from '@/lib/session/use-session';
import type { Course } from './course';

export const ENROLL_LOGIN_MESSAGE = 'Please login to enroll in this course';
export const SDK_FAILED = 'Razorpay SDK failed to load. Are you online?';
export const paidMessage = (paymentId: string) => `Payment Successful! Payment ID: ${paymentId}`;
/** The payment happened but storage refused to keep the enrolment: the page must say so, with the id. */
export const notKeptMessage = (paymentId: string) =>
  `This browser could not remember this enrolment: its storage is full or blocked. The payment went through; keep its payment ID, ${paymentId}, as your record.`;
const BRAND_COLOUR = '#1549d6';

export type EnrollStatus =
  | { kind: 'idle' }
  /** The demo build's stand-in checkout is open (no key, demo API). */
  | { kind: 'demo' }
  | { kind: 'opening' }
  | { kind: 'open' }
  /** `kept`: whether this browser's storage took the enrolment. */
  | { kind: 'paid'; paymentId: string; kept: boolean }
  | { kind: 'failed'; reason: string }
  | { kind: 'unavailable' };

/**
 * How this build takes a payment. A live key is refused: without a server that creates an order and verifies the
 * signature, Razorpay does not capture the payment and refunds it, so the person would pay for nothing. A test key
 * opens Razorpay's checkout (test money). No key: the demo build walks through a stand-in checkout; a build for a
 * real backend says online payment is not set up.
 */
export type PaymentMode = 'razorpay' | 'demo' | 'live-key' | 'no-key';

export function paymentMode(key: string, demo: boolean): PaymentMode {
  if (key.startsWith('rzp_live_')) return 'live-key';
  if (key) return 'razorpay';
  return demo ? 'demo' : 'no-key';
}

/** Why Enroll Now cannot work here, if it cannot: no usable key in this build, or no price to charge. */
export function enrollBlocker(
  mode: PaymentMode,
  finalPrice: number,
): 'no-key' | 'live-key' | 'no-price' | null {
  if (mode === 'no-key' || mode === 'live-key') return mode;
  return isPayable(finalPrice) ? null : 'no-price';
}

/** A payment id for the demo checkout, shaped like Razorpay's but plainly not one of theirs. */
function demoPaymentId(): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = '';
  for (let i = 0; i < 10; i += 1) id += chars[Math.floor(Math.random() * chars.length)];
  return `pay_DEMO${id}`;
}

export const DEMO_FAILURE_REASON = 'the demo bank declined the card (no money moved)';

/**
 * Enroll Now: a visitor goes to log in and comes back here; a member gets Razorpay's checkout for the final
 * price. No server creates or verifies an order yet: the payment id shown is what the checkout reports, and the
 * enrolment is kept in this browser for the account (lib/enrolments), so the course stays "Enrolled".
 */
export function useEnroll(course: Course, finalPrice: number) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<EnrollStatus>({ kind: 'idle' });
  const enrolment = findEnrolment(useEnrolments(), course.id);
  const person = session ? userStorageKey(session.user) : null;
  // A payment is taken once per page: a second report of one (a repeated press in the demo checkout) is ignored.
  const paidHere = useRef(false);
  const mode = paymentMode(RAZORPAY_KEY_ID, IS_DEMO);
  const blocker = enrollBlocker(mode, finalPrice);
  // The checkout being opened, aborted when the page goes away: one whose script is still loading then never
  // opens. Made by each attempt rather than by an effect, so that a click between the page's first commit and its
  // effects (a test's click can land there) still has a signal to abort.
  const attempt = useRef<AbortController | null>(null);
  useEffect(() => () => attempt.current?.abort(), []);

  const paid = (paymentId: string) => {
    if (paidHere.current) return;
    paidHere.current = true;
    const kept = person
      ? recordEnrolment(person, {
          courseId: course.id,
          title: course.title,
          category: course.category,
          slug: slugify(course.title),
          paymentId,
        })
      : false;
    setStatus({ kind: 'paid', paymentId, kept });
  };

  const enroll = async () => {
    // Paid is final: the button reads "Enrolled" and never starts a second charge, in this tab or after another
    // tab's payment (read again here: the render may not have seen it yet).
    if (blocker || (status.kind !== 'idle' && status.kind !== 'failed' && status.kind !== 'unavailable'))
      return;
    if (!session) {
      navigate('/login', { state: loginState(location, ENROLL_LOGIN_MESSAGE) });
      return;
    }
    if (paidHere.current || findEnrolment(readEnrolments(userStorageKey(session.user)), course.id)) return;
    if (mode === 'demo') {
      setStatus({ kind: 'demo' });
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
      handler: (response) => paid(response.razorpay_payment_id),
      // Closing the checkout is not an error: back to where we were, keeping a failure already reported.
      modal: {
        ondismiss: () => setStatus((s) => (s.kind === 'open' || s.kind === 'opening' ? { kind: 'idle' } : s)),
      },
    };
    setStatus({ kind: 'opening' });
    attempt.current = new AbortController();
    try {
      await openRazorpayCheckout(
        options,
        (failure) =>
          setStatus({
            kind: 'failed',
            reason: failure.error?.description || failure.error?.reason || 'the payment did not go through',
          }),
        attempt.current.signal,
      );
      setStatus((s) => (s.kind === 'opening' ? { kind: 'open' } : s));
    } catch {
      setStatus({ kind: 'unavailable' });
    }
  };

  /** The demo checkout's three ways out: paid (with an id), declined, or closed. */
  const demo = {
    pay: () => paid(demoPaymentId()),
    fail: () => setStatus({ kind: 'failed', reason: DEMO_FAILURE_REASON }),
    close: () => setStatus((s) => (s.kind === 'demo' ? { kind: 'idle' } : s)),
  };

  return { status, mode, blocker, enroll, demo, enrolment, loggedIn: session !== null };
}
