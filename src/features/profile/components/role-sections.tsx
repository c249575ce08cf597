import { ButtonLink } from '@/components/ui/button';
import type { Role } from '@/lib/session/roles';
import {
  SAMPLE_EDUCATION,
  SAMPLE_EXPERIENCE,
  SAMPLE_OPEN_POSITIONS,
  SAMPLE_PROJECTS,
} from '../sample-content';
import type { SavedProject } from '../saved-projects';
import { canPublishProjects } from '../project-rules';
import { MyPostings } from './my-postings';
import { ProjectCard } from './project-card';
import { asEntry, useOwnServerProjects } from './your-projects';
import { SectionCard } from './section-card';

const timeline = 'space-y-4 border-l-2 border-brand-100 pl-4 dark:border-slate-700';

function Education() {
  return (
    <SectionCard id="education" title="Education" example>
      <ol className={timeline}>
        {SAMPLE_EDUCATION.map((e) => (
          <li key={e.degree}>
            <h3 className="font-semibold text-slate-900 dark:text-white">{e.degree}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{e.school}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{e.period}</p>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

function WorkExperience() {
  return (
    <SectionCard id="experience" title="Work Experience" example>
      <ol className={timeline}>
        {SAMPLE_EXPERIENCE.map((e) => (
          <li key={e.title}>
            <h3 className="font-semibold text-slate-900 dark:text-white">{e.title}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {e.company} · <span className="text-slate-600 dark:text-slate-400">{e.period}</span>
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{e.summary}</p>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

/**
 * The person's own projects: the ones this account published (on the server, for everyone) and the ones kept in this
 * browser only from before; the sample ones only while there are neither.
 */
function Projects({ person, role, local }: { person: string; role: Role; local: SavedProject[] }) {
  const { projects: published } = useOwnServerProjects(person);
  const own = published.length > 0 || local.length > 0;
  return (
    <SectionCard
      id="projects"
      title="Projects"
      example={!own}
      action={
        canPublishProjects(role) && (
          <ButtonLink to="/profile/edit" size="sm" variant="outline">
            Add project
          </ButtonLink>
        )
      }
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {published.map((p) => (
          <li key={p.id}>
            <ProjectCard project={asEntry(p)} />
          </li>
        ))}
        {local.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p}>
              <span className="text-xs font-medium text-slate-600 dark:text-slate-400">
                Kept in this browser only
              </span>
            </ProjectCard>
          </li>
        ))}
        {!own &&
          SAMPLE_PROJECTS.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
      </ul>
    </SectionCard>
  );
}

function OpenPositions() {
  return (
    <SectionCard
      id="open-positions"
      title="Open Positions"
      example
      action={
        <ButtonLink to="/career/post-job" size="sm" variant="outline">
          Post a job
        </ButtonLink>
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {SAMPLE_OPEN_POSITIONS.map((p) => (
          <li
            key={p.title}
            className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
          >
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{p.title}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {p.type} · {p.location}
              </p>
            </div>
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
              {p.openings} {p.openings === 1 ? 'opening' : 'openings'}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/**
 * By role: a recruiter's My postings and Open Positions; everyone else's Education, Work Experience and Projects (and
 * an admin, who may post jobs too, their postings).
 */
export function RoleSections({
  role,
  person,
  projects,
}: {
  role: Role;
  person: string;
  projects: SavedProject[];
}) {
  if (role === 'recruiter')
    return (
      <>
        <MyPostings />
        <OpenPositions />
      </>
    );
  return (
    <>
      <Education />
      <WorkExperience />
      <Projects person={person} role={role} local={projects} />
      {role === 'admin' && <MyPostings />}
    </>
  );
}
