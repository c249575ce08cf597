import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { formatDate } from '@/lib/format/dates';
import { formatInr } from '@/lib/format/number';
import { computePrice } from '@/entities/price/price';
import type { Course } from '../course';
import { SDK_FAILED, notKeptMessage, paidMessage, useEnroll } from '../use-enroll';
import { DemoCheckout } from './demo-checkout';

function Amount({ value, className }: { value: number; className: string }) {
  // The spec's own fallback: a price that cannot be computed reads 'NaN', in red.
  if (!Number.isFinite(value))
    return <span className={`${className} text-red-700 dark:text-red-400`}>NaN</span>;
  return <span className={className}>{formatInr(value)}</span>;
}

/** The price (§4) and Enroll Now: sticky beside the course on wide screens, under its header on phones. */
export function PricePanel({ course }: { course: Course }) {
  const price = computePrice(course.price);
  const { status, mode, blocker, enroll, demo, enrolment, loggedIn } = useEnroll(course, price.final);
  const once = useSubmitOnce();
  const noteId = useId();
  const discount = Math.round(price.discount);
  const busy = status.kind === 'opening';
  // Paid on this page, or earlier (kept in this browser for this account).
  const paid = status.kind === 'paid' || enrolment !== null;

  const note =
    blocker === 'no-key'
      ? 'Online payment is not set up on this site yet, so enrolling here is not possible.'
      : blocker === 'live-key'
        ? 'Payment is not offered here yet: this site has no server that creates and verifies orders, and a payment made without an order is not captured and is refunded.'
        : blocker === 'no-price'
          ? 'This course has no valid price yet, so it cannot be bought online.'
          : paid
            ? 'You are enrolled in this course.'
            : !loggedIn
              ? 'You will be asked to log in first.'
              : mode === 'demo'
                ? 'This is a demo: Enroll Now opens a demo checkout and no real payment is taken.'
                : 'You pay in Razorpay’s secure checkout.';

  return (
    <section
      aria-labelledby="price-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="price-title"
        className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
      >
        Course price
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Amount value={price.final} className="text-3xl font-extrabold text-slate-900 dark:text-white" />
        {Number.isFinite(price.final) && discount > 0 && (
          <>
            <span className="text-slate-600 line-through dark:text-slate-400">
              <span className="sr-only">Original price </span>
              {formatInr(price.original)}
            </span>
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
              {discount}% off
            </span>
          </>
        )}
      </p>
      <Button
        size="lg"
        className="mt-5 w-full"
        onClick={(e) => once.press(e, enroll)}
        disabled={blocker !== null || busy || paid}
        aria-describedby={noteId}
      >
        {paid ? 'Enrolled' : busy ? 'Opening checkout…' : 'Enroll Now'}
      </Button>
      {mode === 'demo' && (
        <DemoCheckout
          open={status.kind === 'demo'}
          courseTitle={course.title}
          amount={price.final}
          onPay={demo.pay}
          onFail={demo.fail}
          onClose={demo.close}
        />
      )}
      <p id={noteId} className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
        {note}
      </p>
      <div aria-live="polite">
        {status.kind === 'paid' && (
          <p className="mt-4 break-words rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
            {paidMessage(status.paymentId)}
          </p>
        )}
      </div>
      {status.kind === 'paid' && !status.kept && (
        <p
          role="alert"
          className="mt-4 break-words rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {notKeptMessage(status.paymentId)}
        </p>
      )}
      {status.kind !== 'paid' && enrolment && (
        <div className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
          <p className="font-medium">Enrolled on {formatDate(enrolment.enrolledAt)}</p>
          <p className="[overflow-wrap:anywhere]">
            Payment ID: <span className="font-mono">{enrolment.paymentId}</span>
          </p>
        </div>
      )}
      {status.kind === 'unavailable' && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {SDK_FAILED}
        </p>
      )}
      {status.kind === 'failed' && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          Payment failed: {status.reason}. You can try again.
        </p>
      )}
      <dl className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        {(
          [
            ['Level', course.level],
            ['Format', course.type],
            ['Language', course.language],
          ] as const
        )
          .filter(([, v]) => v)
          .map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
