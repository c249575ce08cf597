import { useId } from 'react';
import { DevelopersLeaderboard } from './developers-leaderboard';
import { TopContributors } from './top-contributors';

/** The landing page's Real-World Projects section: the static top contributors beside the live leaderboard. */
export default function RealWorldProjectsSection() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            Learn by shipping
          </p>
          <h2
            id={`${id}-title`}
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            Real-World Projects
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Build alongside the community on projects people actually use. Every merged contribution counts
            towards the Developers Leaderboard.
          </p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
          <TopContributors headingId={`${id}-top`} />
          <DevelopersLeaderboard headingId={`${id}-board`} />
        </div>
      </div>
    </section>
  );
}
