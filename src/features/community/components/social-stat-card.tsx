import { CountUp } from '@/components/ui/count-up';
import type { SocialStat } from '@/data/social-stats';
import { abbreviate } from '@/lib/format/number';

/** One platform's figure, counting up to 22.5K+ / 5.0M+ / 250.0K+ as the card comes into view. */
export function SocialStatCard({
  stat,
  headingLevel: Heading,
}: {
  stat: SocialStat;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <CountUp
      as="li"
      end={stat.socialNumbers}
      format={abbreviate}
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
      numberClassName="text-4xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300"
    >
      <Heading className="mt-2 text-lg font-bold text-slate-900 dark:text-white">{stat.socialMedia}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {stat.socialDescription}
      </p>
    </CountUp>
  );
}
