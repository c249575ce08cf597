import { Reveal } from '@/components/ui/reveal';
import { TeamMemberCard } from '@/components/ui/team-member-card';
import { TEAM } from '@/data/team';
import { SectionHeading } from './section-heading';

/** 'Our top leaders': the six team cards, three columns wide, two on medium screens, one on phones. */
export function TopLeaders() {
  return (
    <section aria-labelledby="leaders-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="leaders-heading" title="Our top leaders">
        <p>The people who build CodersHub and mentor its community.</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Sample profiles for this demo.</p>
      </SectionHeading>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Team">
        {TEAM.map((member) => (
          <li key={member.name}>
            <Reveal className="h-full">
              <TeamMemberCard member={member} />
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
