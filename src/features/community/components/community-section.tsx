import { useId } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { SOCIAL_STATS } from '@/data/social-stats';
import { SocialStatCard } from './social-stat-card';

/**
 * The community section (second spec document, §2): label, heading, the Instagram claim and one counting
 * card per platform, at most the 6xl width. The landing page shows it under an h2; the community page,
 * where it comes first, under the page's h1.
 */
export function CommunitySection({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/60">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Reveal className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-300">COMMUNITY</p>
          <Heading
            id={headingId}
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            Our Community Empowers Innovators to Connect, Learn, and Grow Together
          </Heading>
          <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">
            Trusted by over 22,000+ coders on Instagram: learners meet mentors here, build real projects
            together and help each other into their first tech jobs.
          </p>
        </Reveal>
        <Reveal>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {SOCIAL_STATS.map((stat) => (
              <SocialStatCard
                key={stat.socialMedia}
                stat={stat}
                headingLevel={Heading === 'h1' ? 'h2' : 'h3'}
              />
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}

/** The landing page's lazily loaded section (a `lazy()` component takes no props). */
export default function LandingCommunitySection() {
  return <CommunitySection />;
}
