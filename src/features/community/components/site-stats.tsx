import { useId } from 'react';
import { CountUp } from '@/components/ui/count-up';
import { Reveal } from '@/components/ui/reveal';
import { SITE_STATS, type SiteStat } from '@/data/site-stats';
import { formatCount } from '@/lib/format/number';

// One stable formatter per suffix: the count writes every value on the way with it (1,000+, 22,000).
const formatters: Record<SiteStat['suffix'], (n: number) => string> = {
  '+': (n) => `${formatCount(n)}+`,
  '': formatCount,
};

/** The platform's headline figures (second spec document, §9 "Stats"), counting up like the social cards. */
export function SiteStats() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id={headingId} className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        CodersHub in numbers
      </h2>
      <Reveal>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {SITE_STATS.map((stat) => (
            <CountUp
              key={stat.label}
              as="li"
              end={stat.value}
              format={formatters[stat.suffix]}
              className="rounded-2xl bg-brand-50 p-5 text-center sm:p-6 dark:bg-slate-900"
              numberClassName="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl dark:text-brand-200"
            >
              <p className="mt-1 text-sm font-semibold text-slate-700 dark:text-slate-300">{stat.label}</p>
            </CountUp>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
