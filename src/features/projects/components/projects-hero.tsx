import { ButtonLink } from '@/components/ui/button';
import { PROJECT_LIST_ID } from '../project-constants';

/** The projects page's opening: what the projects are and the two ways in. */
export function ProjectsHero() {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
          Projects
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Build real-world projects with the community
        </h1>
        <p className="mt-4 max-w-2xl text-base text-slate-700 sm:text-lg dark:text-slate-300">
          Pick a project, join its team and ship code that people use. Every project is run by community
          members, from the first issue to code review and launch.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={`#${PROJECT_LIST_ID}`} size="lg">
            Browse projects
          </ButtonLink>
          <ButtonLink to="/profile/edit" size="lg" variant="outline2">
            Add your project
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
