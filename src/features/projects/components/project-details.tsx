import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { categoryLabel } from '@/data/categories';
import type { ProjectCard } from '@/entities/project/projects';
import { PROJECT_FALLBACK } from '../project-view';
import { CodeIcon, ExternalButton, LaunchIcon } from './external-button';
import { ProjectImage } from './project-image';

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const muted = 'text-sm text-slate-600 dark:text-slate-400';

/** A project's page: picture, description, technologies, key features and its links (each only when usable). */
export function ProjectDetails({ project }: { project: ProjectCard }) {
  const title = project.title || PROJECT_FALLBACK.title;
  const label = categoryLabel(project.category);
  const others = project.contributors.filter((c) => c !== project.userName);
  return (
    <article className="space-y-6">
      <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {label && (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
              {label}
            </p>
          )}
          <h1 className="mt-1 break-words text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            <Avatar src={project.userImage} name={project.userName} size={40} />
            <div className="text-sm leading-5">
              <p className="font-semibold text-slate-900 dark:text-white">
                {project.userName || PROJECT_FALLBACK.user}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {project.userRole || PROJECT_FALLBACK.role}
              </p>
            </div>
          </div>
        </div>
        {(project.repoLink || project.liveLink) && (
          <div className="flex shrink-0 flex-wrap gap-3">
            <ExternalButton href={project.repoLink} variant="secondary" icon={<CodeIcon />}>
              GitHub
            </ExternalButton>
            <ExternalButton href={project.liveLink} variant="primary" icon={<LaunchIcon />}>
              Live Demo
            </ExternalButton>
          </div>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <ProjectImage
            src={project.image}
            alt={`Preview of ${title}`}
            priority
            className="rounded-2xl border border-slate-200 dark:border-slate-800"
          />
          <div className={`${card} space-y-6`}>
            <Section title="About this project">
              <p className="whitespace-pre-line break-words leading-relaxed text-slate-800 dark:text-slate-200">
                {project.description || PROJECT_FALLBACK.description}
              </p>
            </Section>
            <Section title="Key features">
              {project.features.length > 0 ? (
                <ul className="list-disc space-y-1.5 pl-5 text-slate-800 marker:text-brand-600 dark:text-slate-200">
                  {project.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              ) : (
                <p className={muted}>The team has not listed its key features yet.</p>
              )}
            </Section>
          </div>
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="project-technologies" className={card}>
            <h2 id="project-technologies" className="text-lg font-bold text-slate-900 dark:text-white">
              Technologies
            </h2>
            {project.techStack.length > 0 ? (
              <ul aria-label="Technologies" className="mt-3 flex flex-wrap gap-2">
                {project.techStack.map((t) => (
                  <li
                    key={t}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-200"
                  >
                    {t}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={`mt-3 ${muted}`}>Not listed yet.</p>
            )}
          </section>
          {others.length > 0 && (
            <section aria-labelledby="project-contributors" className={card}>
              <h2 id="project-contributors" className="text-lg font-bold text-slate-900 dark:text-white">
                Also contributing
              </h2>
              <ul className="mt-3 space-y-3">
                {others.map((name) => (
                  <li
                    key={name}
                    className="flex items-center gap-3 text-sm text-slate-800 dark:text-slate-200"
                  >
                    <Avatar name={name} size={32} />
                    {name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}

/** The page's shape while a project loads, so the content lands without moving (hidden from assistive technology). */
export function ProjectDetailsSkeleton() {
  const bar = 'rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
      <div className="space-y-3">
        <div className={`h-4 w-32 ${bar}`} />
        <div className={`h-9 w-2/3 ${bar}`} />
        <div className="flex items-center gap-3 pt-1">
          <div className="h-10 w-10 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className={`h-4 w-40 ${bar}`} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="aspect-video rounded-2xl bg-slate-100 dark:bg-slate-800" />
        <div className="h-40 rounded-2xl bg-slate-100 dark:bg-slate-800" />
      </div>
    </div>
  );
}
