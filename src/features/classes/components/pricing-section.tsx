import { ButtonLink } from '@/components/ui/button';
import { formatInr } from '@/lib/format/number';
import { SUBSCRIPTION_BENEFITS, SUBSCRIPTION_PRICE_INR } from '../subscription';

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
      />
    </svg>
  );
}

/** The live classes subscription: one monthly price and what it includes (§2). */
export function PricingSection() {
  return (
    <section aria-labelledby="pricing-title" className="bg-slate-50 py-16 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
            Pricing
          </p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-extrabold text-slate-900 dark:text-white">
            One subscription, every live class
          </h2>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            Join any live class in any category, ask your doubts the same day and build projects with mentors
            who work in the industry.
          </p>
        </div>
        <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-950">
          <h3 className="text-lg font-bold text-slate-900 dark:text-white">Live Classes Subscription</h3>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-4xl font-extrabold text-slate-900 dark:text-white">
              {formatInr(SUBSCRIPTION_PRICE_INR)}
            </span>
            <span className="text-slate-700 dark:text-slate-300">/ month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Billed monthly</p>
          <ul
            aria-label="What the subscription includes"
            className="mt-6 space-y-3 text-slate-800 dark:text-slate-200"
          >
            {SUBSCRIPTION_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <span className="text-emerald-700 dark:text-emerald-400">
                  <Check />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <ButtonLink to="/classes/all" size="lg" className="mt-8 w-full">
            Browse all classes
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
