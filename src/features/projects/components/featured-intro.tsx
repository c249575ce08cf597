import { Link } from 'react-router-dom';
import { categoryLabel } from '@/data/categories';
import { FEATURED_PROJECTS, type FeaturedProject } from '@/data/featured-projects';
import { featuredPath } from '../project-view';
import { ProjectImage } from './project-image';

/**
 * The featured intro: the hand-picked projects, from the built-in sample data. It needs no server, so it is part
 * of the prerendered page. On a phone the tiles scroll sideways inside their own row; the page never does.
 */
export function FeaturedIntro() {
  return (
    <section aria-labelledby="featured-intro" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <div className="max-w-3xl">
        <h2 id="featured-intro" className="text-2xl font-bold text-slate-900 dark:text-white">
          Featured projects
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Projects our mentors run this season. Each one takes new contributors: open it to see the stack, the
          features being built and where the code lives.
        </p>
      </div>
      <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-3 lg:grid lg:grid-cols-5 lg:overflow-visible lg:pb-0">
        {FEATURED_PROJECTS.map((project) => (
          <li key={project.id} className="w-64 shrink-0 snap-start lg:w-auto">
            <FeaturedTile project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturedTile({ project }: { project: FeaturedProject }) {
  const label = project.category ? categoryLabel(project.category) : undefined;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-300 focus-within:border-brand-400 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
      <ProjectImage src={project.image} />
      <div className="flex flex-1 flex-col p-4">
        {label && (
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
            {label}
          </p>
        )}
        <h3 className="mt-1 font-bold leading-snug text-slate-900 dark:text-white">
          <Link
            to={featuredPath(project)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {project.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
          {project.shortDescription}
        </p>
      </div>
    </article>
  );
}
