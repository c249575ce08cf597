import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { categoryLabel } from '@/data/categories';
import type { ProjectCard } from '@/entities/project/projects';
import { cardText, projectPath } from '../project-view';
import { ProjectImage } from './project-image';

/**
 * One project in the list: picture, title, description (cut at 100 characters), author and role, each with the
 * spec's fallback. The title is the link; the whole card is its click target. Every block has a fixed height,
 * so a card is exactly as tall as its skeleton and nothing moves when the list arrives.
 */
export function ProjectListCard({ project, category }: { project: ProjectCard; category: string }) {
  const text = cardText(project);
  const label = categoryLabel(project.category);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:border-brand-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
      <div className="relative">
        <ProjectImage src={project.image} />
        {label && (
          <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-slate-900 shadow-sm dark:bg-slate-950/90 dark:text-slate-100">
            {label}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="line-clamp-2 min-h-14 text-lg font-bold leading-7 text-slate-900 dark:text-white">
          <Link
            to={projectPath(category, project)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {text.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 min-h-15 break-words text-sm leading-5 text-slate-700 dark:text-slate-300">
          {text.description}
        </p>
        <div className="mt-auto flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Avatar src={project.userImage} name={project.userName} size={36} />
          <div className="h-10 min-w-0 text-sm leading-5">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{text.userName}</p>
            <p className="truncate text-slate-600 dark:text-slate-400">{text.userRole}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

/** A placeholder card while the list loads, the same size as a card (hidden from assistive technology). */
export function ProjectCardSkeleton() {
  const bar = 'rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-video bg-slate-100 dark:bg-slate-800" />
      <div className="flex flex-1 flex-col p-5">
        <div className="min-h-14 space-y-2 pt-1">
          <div className={`h-5 w-3/4 ${bar}`} />
        </div>
        <div className="mt-2 min-h-15 space-y-2 pt-1">
          <div className={`h-3 w-full ${bar}`} />
          <div className={`h-3 w-5/6 ${bar}`} />
        </div>
        <div className="mt-auto flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <div className="h-9 w-9 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="flex h-10 flex-1 flex-col justify-center gap-2">
            <div className={`h-3 w-1/3 ${bar}`} />
            <div className={`h-3 w-1/4 ${bar}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
