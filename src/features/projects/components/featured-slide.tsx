import { ButtonLink } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { categoryLabel } from '@/data/categories';
import type { FeaturedProject } from '@/data/featured-projects';
import { PROJECT_FALLBACK, featuredPath } from '../project-view';

/** Technologies shown on a slide; the project page lists them all. */
const SLIDE_TECH_LIMIT = 4;

/**
 * One featured project as a slide. Every block has a fixed height, so every slide (and so the carousel) is
 * exactly as tall at every width as the space the landing page holds for it.
 * react-slick passes `tabIndex` and `style` to each slide; this component ignores them on purpose.
 */
export function FeaturedSlide({
  project,
  position,
  total,
  eager,
}: {
  project: FeaturedProject;
  position: number;
  total: number;
  eager: boolean;
}) {
  const label = project.category ? categoryLabel(project.category) : undefined;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      className="px-1 pb-1"
    >
      <article className="grid h-96 grid-rows-[10rem_minmax(0,1fr)] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2 md:grid-rows-1 dark:border-slate-800 dark:bg-slate-900">
        <img
          src={project.image}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-40 w-full object-cover md:h-96"
        />
        <div className="flex min-h-0 flex-col p-5 md:p-8">
          <p className="h-5 text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
            {label}
          </p>
          <h3 className="mt-1 line-clamp-2 text-xl font-bold text-slate-900 md:text-2xl dark:text-white">
            {project.title}
          </h3>
          <p className="mt-2 line-clamp-2 text-sm text-slate-700 md:line-clamp-3 md:text-base dark:text-slate-300">
            {project.shortDescription}
          </p>
          <ul aria-label="Technologies" className="mt-4 hidden h-7 flex-wrap gap-2 overflow-hidden md:flex">
            {project.technologies.slice(0, SLIDE_TECH_LIMIT).map((t) => (
              <li
                key={t}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-200"
              >
                {t}
              </li>
            ))}
          </ul>
          <div className="mt-auto flex items-center justify-between gap-3 pt-3">
            <div className="hidden min-w-0 items-center gap-2 sm:flex">
              <Avatar src={project.userImage} name={project.userName ?? ''} size={32} />
              <div className="min-w-0 text-sm leading-5">
                <p className="truncate font-semibold text-slate-900 dark:text-white">
                  {project.userName || PROJECT_FALLBACK.user}
                </p>
                <p className="truncate text-slate-600 dark:text-slate-400">
                  {project.userRole || PROJECT_FALLBACK.role}
                </p>
              </div>
            </div>
            <ButtonLink
              to={featuredPath(project)}
              aria-label={`Apply now: ${project.title}`}
              className="shrink-0"
            >
              Apply now
            </ButtonLink>
          </div>
        </div>
      </article>
    </div>
  );
}
