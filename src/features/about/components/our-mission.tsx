import { Reveal } from '@/components/ui/reveal';
import { MISSION } from '../about-copy';
import { SectionHeading } from './section-heading';

/** 'Our Mission': the three statements, numbered. */
export function OurMission() {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="mission-heading" title="Our Mission">
        <p>
          To make tech education simple, accessible and empowering, through tools, resources and mentorship.
        </p>
      </SectionHeading>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {MISSION.map((statement, i) => (
          <li key={statement.title}>
            <Reveal className="h-full rounded-2xl bg-brand-700 p-6 text-white shadow-sm dark:bg-brand-900">
              <span aria-hidden="true" className="text-sm font-bold text-brand-100">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-xl font-bold">{statement.title}</h3>
              <p className="mt-3 leading-relaxed text-brand-50">{statement.text}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </section>
  );
}
