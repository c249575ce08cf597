import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { TeamMemberCard } from '@/components/ui/team-member-card';
import { TEAM } from '@/data/team';

/** The people who run the community, with a way on to the about page's story. */
export function TeamSection() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            The people behind the community
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            Mentors who answer questions, review projects and run the live classes.
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Sample profiles for this demo.</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.name}>
              <Reveal className="h-full">
                <TeamMemberCard member={member} />
              </Reveal>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/about" variant="outline" size="lg">
            Read our story
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
