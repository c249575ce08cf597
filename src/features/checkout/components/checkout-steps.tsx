const STEPS = ['Cart', 'Checkout'] as const;
const CURRENT = 1;

/** Where the buyer is: the cart is done, this page is the checkout step. */
export function CheckoutSteps() {
  return (
    <ol aria-label="Checkout steps" className="flex flex-wrap items-center gap-2 text-sm font-semibold">
      {STEPS.map((step, i) => {
        const done = i < CURRENT;
        const current = i === CURRENT;
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true" className="h-px w-8 bg-slate-300 dark:bg-slate-600" />}
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs ${
                current
                  ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950'
                  : 'bg-emerald-700 text-white dark:bg-emerald-300 dark:text-slate-950'
              }`}
            >
              {done ? '✓' : i + 1}
            </span>
            <span
              className={current ? 'text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300'}
            >
              {step}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
