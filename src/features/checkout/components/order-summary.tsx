import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ON_SUBMIT, checkedResolver, clearErrorOnEdit, submitValid } from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { formatInrWithPaise } from '@/lib/format/number';
import { PROMO_CODES, SAMPLE_PROMO_CODE, checkPromo, type Totals } from '../checkout-totals';
import { paymentLabel, type PaymentChoice } from '../payment';
import { panel, skeletonBar } from './styles';

export interface AppliedPromo {
  code: string;
  percent: number;
}

interface OrderSummaryProps {
  /** Null until the item is known (after hydration). */
  totals: Totals | null;
  promo: AppliedPromo | null;
  onPromo: (promo: AppliedPromo | null) => void;
  payment: PaymentChoice;
  /** The address form is open: Pay Now refuses until it is saved or cancelled. */
  addressUnsaved: boolean;
  /** Sends the person to the open address form; false when it has fields to fix. */
  onAddressUnsaved: () => boolean;
}

const SAVE_ADDRESS_FIRST = 'Save your delivery address first.';
const FIX_ADDRESS_FIRST = 'Save your delivery address first: fix what is marked in it.';

/** Promo code, the bill, and Pay Now, which says plainly that it takes no payment. */
export function OrderSummary({
  totals,
  promo,
  onPromo,
  payment,
  addressUnsaved,
  onAddressUnsaved,
}: OrderSummaryProps) {
  const [paid, setPaid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [wasUnsaved, setWasUnsaved] = useState(addressUnsaved);
  const once = useSubmitOnce();
  // The refusal lasts while its reason does: once the address is saved or the edit cancelled, it goes.
  if (wasUnsaved !== addressUnsaved) {
    setWasUnsaved(addressUnsaved);
    if (!addressUnsaved) setRefusal(null);
  }
  return (
    <aside aria-labelledby="summary-title" className={`${panel} h-fit space-y-5 lg:sticky lg:top-24`}>
      <h2 id="summary-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Order summary
      </h2>
      <PromoCode promo={promo} onPromo={onPromo} />
      <dl className="space-y-2 text-sm">
        <Row term="Order amount" value={totals && formatInrWithPaise(totals.orderAmount)} />
        {promo && totals && (
          <Row
            term={`Promo ${promo.code} (${promo.percent}% off)`}
            value={`−${formatInrWithPaise(totals.promoDiscount)}`}
            tone="saving"
          />
        )}
        <Row term="Delivery fee" value={totals && formatInrWithPaise(totals.deliveryFee)} />
        <Row term="Total" value={totals && formatInrWithPaise(totals.total)} strong />
      </dl>
      <div className="space-y-2">
        <Button
          size="lg"
          className="w-full"
          disabled={!totals}
          onClick={(e) =>
            once.press(e, () => {
              if (!totals) return;
              if (addressUnsaved) {
                setPaid(null);
                setRefusal(onAddressUnsaved() ? SAVE_ADDRESS_FIRST : FIX_ADDRESS_FIRST);
                return;
              }
              setPaid(
                `No payment was taken and nothing was sent: this checkout is a demo. You chose ${paymentLabel(payment)} for ${formatInrWithPaise(totals.total)}.`,
              );
            })
          }
        >
          Pay Now
        </Button>
        {refusal && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {refusal}
          </p>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Demo checkout: Pay Now takes no payment and sends nothing.
        </p>
        <p
          role="status"
          className={
            paid
              ? 'rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/60 dark:text-sky-100'
              : undefined
          }
        >
          {paid}
        </p>
      </div>
    </aside>
  );
}

function Row({
  term,
  value,
  strong = false,
  tone,
}: {
  term: string;
  value: ReactNode;
  strong?: boolean;
  tone?: 'saving';
}) {
  const colour =
    tone === 'saving' ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-900 dark:text-white';
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong ? 'border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-700' : ''
      }`}
    >
      <dt className={strong ? 'text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300'}>
        {term}
      </dt>
      <dd className={`font-semibold tabular-nums ${colour}`}>
        {value ?? <span className={`${skeletonBar} inline-block h-4 w-16 align-middle`} />}
      </dd>
    </div>
  );
}

const promoResolver = checkedResolver<{ code: string }, AppliedPromo>(({ code }) => {
  const check = checkPromo(code);
  return check.ok
    ? { ok: true, values: { code: check.code, percent: check.percent } }
    : { ok: false, errors: { code: check.error } };
});

function PromoCode({
  promo,
  onPromo,
}: {
  promo: AppliedPromo | null;
  onPromo: (p: AppliedPromo | null) => void;
}) {
  const form = useForm({
    ...ON_SUBMIT,
    defaultValues: { code: '' },
    resolver: promoResolver,
    // The message is beside the field the person just used: focus stays on what they pressed.
    shouldFocusError: false,
  });
  const { register, handleSubmit, reset, formState } = form;
  // Apply gives way to Remove in the same place: the second click of a double click must not undo the code.
  const once = useSubmitOnce();

  const submit = () =>
    submitValid(handleSubmit, ({ code, percent }) => {
      onPromo({ code, percent });
      reset();
    });

  if (promo)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
        <p role="status">
          <span className="font-semibold">{promo.code}</span> applied: {promo.percent}% off the order amount.
        </p>
        <Button
          variant="outline2"
          size="xs"
          aria-label={`Remove promo code ${promo.code}`}
          onClick={(e) => once.press(e, () => onPromo(null))}
        >
          Remove
        </Button>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={(e) => once.submit(e, submit)}
      onClickCapture={once.skipRepeatedClick}
      onChange={clearErrorOnEdit(form)}
      aria-label="Promo code"
      className="flex items-start gap-2"
    >
      <TextField
        label="Promo code"
        {...register('code')}
        error={formState.errors.code?.message}
        hint={`Try ${SAMPLE_PROMO_CODE} for ${PROMO_CODES[SAMPLE_PROMO_CODE]}% off.`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        wrapperClassName="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline" className="mt-6 shrink-0">
        Apply
      </Button>
    </form>
  );
}
