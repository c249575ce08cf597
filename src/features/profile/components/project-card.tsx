import { PROJECT_DESCRIPTION_LIMIT } from '@/lib/constants';
import { truncate } from '@/lib/format/number';
import { ExternalLink } from '@/components/ui/external-link';
import type { ProjectEntry } from '../sample-content';

/**
 * A project: description cut at the spec's 100 characters, technologies as chips, the link only when it is http(s).
 * What the person typed wraps anywhere it must, so a long title or technology never widens the page.
 */
export function ProjectCard({ project, children }: { project: ProjectEntry; children?: React.ReactNode }) {
  return (
    <article className="flex h-full min-w-0 flex-col rounded-xl border border-slate-200 p-4 wrap-anywhere dark:border-slate-700">
      <h3 className="font-semibold text-slate-900 dark:text-white">{project.title}</h3>
      <p
        className="mt-1 text-sm text-slate-700 dark:text-slate-300"
        title={project.description.length > PROJECT_DESCRIPTION_LIMIT ? project.description : undefined}
      >
        {truncate(project.description, PROJECT_DESCRIPTION_LIMIT)}
      </p>
      {project.technologies.length > 0 && (
        <ul aria-label="Technologies" className="mt-3 flex flex-wrap gap-1.5">
          {project.technologies.map((t) => (
            <li
              key={t}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {t}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-3">
        <ExternalLink
          href={project.link}
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          View project<span className="sr-only">: {project.title}</span>
        </ExternalLink>
        {children}
      </div>
    </article>
  );
}
