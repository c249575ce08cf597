import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { PROJECT_NOT_FOUND } from '@/entities/project/projects';
import { toErrorMessage } from '@/lib/http/errors';
import { useProject } from '../api/use-projects';
import { ProjectDetails, ProjectDetailsSkeleton } from '../components/project-details';
import { ALL_CATEGORY, PROJECT_FALLBACK, categoryName, selectedCategory } from '../project-view';

/**
 * /projects/{category}/{title}/{id}: a featured project from the sample data, or a server project from the list
 * or GET v1/projects/{id}. The category in the URL is where Back leads; the title segment is only for people.
 */
export default function ProjectDetailsPage() {
  const params = useParams();
  const category = selectedCategory(params.category);
  const lookup = useProject(params.id ?? '');
  useDocumentTitle(
    lookup.status === 'found'
      ? lookup.project.title || PROJECT_FALLBACK.title
      : lookup.status === 'not-found'
        ? PROJECT_NOT_FOUND
        : 'Project',
  );

  let body: ReactNode;
  if (lookup.status === 'loading')
    body = (
      <>
        <Spinner label="Loading project…" className="sr-only" />
        <ProjectDetailsSkeleton />
      </>
    );
  else if (lookup.status === 'error')
    body = (
      <ErrorState
        title="We couldn't load this project"
        message={toErrorMessage(lookup.error)}
        onRetry={lookup.retry}
      />
    );
  else if (lookup.status === 'not-found') body = <ProjectNotFound />;
  else body = <ProjectDetails project={lookup.project} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={`/projects/${encodeURIComponent(category)}`}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M19 12H5M11 18l-6-6 6-6" />
        </svg>
        {category === ALL_CATEGORY ? 'All projects' : `${categoryName(category)} projects`}
      </Link>
      <div className="mt-4">{body}</div>
    </div>
  );
}

function ProjectNotFound() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{PROJECT_NOT_FOUND}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        It may have been removed, or the link may be wrong.
      </p>
      <div className="mt-6">
        <ButtonLink to={`/projects/${ALL_CATEGORY}`}>Browse all projects</ButtonLink>
      </div>
    </div>
  );
}
