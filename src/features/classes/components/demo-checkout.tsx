import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { formatInr } from '@/lib/format/number';

interface DemoCheckoutProps {
  open: boolean;
  courseTitle: string;
  amount: number;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
}

/**
 * The demo build's stand-in for Razorpay's checkout (no key, demo API): it says plainly that nothing is charged
 * and lets a newcomer see both endings of an enrolment, a payment id on success and the message on failure.
 */
export function DemoCheckout({ open, courseTitle, amount, onPay, onFail, onClose }: DemoCheckoutProps) {
  const once = useSubmitOnce();
  return (
    <Dialog
      open={open}
      size="sm"
      title="Demo checkout"
      description="This demo has no payment provider: no real payment is taken and no card details are asked for. Choose how the payment ends."
      onClose={onClose}
    >
      <p className="mb-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
        Demo · not Razorpay
      </p>
      <dl className="mb-5 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">Course</dt>
          <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{courseTitle}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">Amount</dt>
          <dd className="font-semibold text-slate-900 dark:text-slate-100">{formatInr(amount)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3">
        <Button onClick={(e) => once.press(e, onPay)}>Pay {formatInr(amount)} (demo)</Button>
        <Button variant="outline2" onClick={onFail}>
          Simulate a failed payment
        </Button>
        <Button variant="outline2" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
