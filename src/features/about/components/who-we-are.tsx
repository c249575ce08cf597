import { Reveal } from '@/components/ui/reveal';
import { WHO_WE_ARE } from '../about-copy';
import { FeatureIcon } from './feature-icon';
import { SectionHeading } from './section-heading';

/** 'Who we are': how CodersHub bridges theory and practice, in three cards. */
export function WhoWeAre() {
  return (
    <section
      aria-labelledby="who-heading"
      className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="who-heading" title="Who we are">
          <p>
            A community that bridges the gap between theory and practice: real-world coding skills,
            industry-standard projects and career guidance, in one place.
          </p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {WHO_WE_ARE.map((feature) => (
            <li key={feature.title}>
              <Reveal className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                  <FeatureIcon name={feature.icon} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{feature.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
