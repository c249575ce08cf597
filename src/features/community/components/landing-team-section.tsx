import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { TeamMemberCard } from '@/components/ui/team-member-card';
import { FOUNDER } from '@/data/team';

/**
 * The landing page's team-member card (spec §2 Home): the founder's card beside a few words and a way on to
 * the whole team on the about page. One card, so the section's height hardly depends on the width (its
 * LazySection placeholder holds it).
 */
export default function LandingTeamSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-12">
        <div className="text-center md:text-left">
          <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-300">TEAM</p>
          <h2 id={headingId} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Meet the team
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Mentors who answer questions, review projects and run the live classes, led by the founder who
            started the community.
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Sample profiles for this demo.</p>
          <ButtonLink to="/about" variant="outline" size="lg" className="mt-6">
            Meet the whole team
          </ButtonLink>
        </div>
        <div className="mx-auto w-full max-w-xs md:max-w-none">
          <TeamMemberCard member={FOUNDER} />
        </div>
      </div>
    </section>
  );
}
