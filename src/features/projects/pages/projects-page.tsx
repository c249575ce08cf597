import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { toErrorMessage } from '@/lib/http/errors';
import { useArrivingList } from '@/lib/hydration';
import { usePrerenderedList } from '@/lib/hydration';
import { useProjects } from '../api/use-projects';
import { CategoryTabs } from '../components/category-tabs';
import { FeaturedIntro } from '../components/featured-intro';
import { ProjectCardSkeleton, ProjectListCard } from '../components/project-list-card';
import { ProjectsHero } from '../components/projects-hero';
import { PROJECT_LIST_ID, SKELETON_CARD_COUNT } from '../project-constants';
import {
  ALL_CATEGORY,
  categoryName,
  filterByCategory,
  noProjectsMessage,
  selectedCategory,
} from '../project-view';
import { OfflineCopyNote } from '@/components/ui/offline-copy-note';

const grid = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** The spec's text when the list cannot be fetched; the page says so and offers a retry. */
export const PROJECTS_FETCH_FAILED = 'Failed to fetch data';

/**
 * /projects/{category}: hero, featured intro, category tabs and the server's projects for the tab. Prerendered
 * for /projects/all, so the first render depends on nothing but the URL; the list is fetched after hydration
 * while skeletons hold the cards' space.
 */
export default function ProjectsPage() {
  const { category: param } = useParams();
  const category = selectedCategory(param);
  const name = categoryName(category);
  useDocumentTitle(category === ALL_CATEGORY ? 'Projects' : `${name} projects`);
  const projects = useProjects();
  const { data, loading } = usePrerenderedList(projects);
  // The first list's first cards replace the skeletons at once, the rest follow in a transition, and a refetch is
  // deferred (useArrivingList); the list is aria-busy meanwhile.
  const { list: all, firstPass, visible } = useArrivingList(data, SKELETON_CARD_COUNT);
  const shown = useMemo(() => filterByCategory(all ?? [], category), [all, category]);
  const plural = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`;

  return (
    <>
      <ProjectsHero />
      <FeaturedIntro />
      <section
        id={PROJECT_LIST_ID}
        aria-labelledby="project-list-heading"
        className="mx-auto max-w-7xl scroll-mt-16 px-4 py-10 sm:px-6"
      >
        <h2 id="project-list-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {category === ALL_CATEGORY ? 'All projects' : `${name} projects`}
        </h2>
        <div className="mt-4">
          <CategoryTabs selected={category} />
        </div>
        <div className="mt-4 empty:hidden">
          <OfflineCopyNote list="v1/projects/all" what="projects" />
        </div>
        <p role="status" className="mt-4 min-h-5 text-sm text-slate-600 dark:text-slate-400">
          {loading
            ? 'Loading projects…'
            : all && !projects.isError
              ? category === ALL_CATEGORY
                ? `${plural(all.length)}, newest first`
                : `${plural(shown.length)} in ${name}`
              : ''}
        </p>

        <div className="mt-4">
          {loading ? (
            <div className={grid}>
              {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
                <ProjectCardSkeleton key={i} />
              ))}
            </div>
          ) : projects.isError ? (
            <ErrorState
              title={PROJECTS_FETCH_FAILED}
              message={toErrorMessage(projects.error)}
              onRetry={() => void projects.refetch()}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title={noProjectsMessage(category)}
              action={
                category === ALL_CATEGORY ? undefined : (
                  <ButtonLink to="/projects/all" variant="outline2">
                    See all projects
                  </ButtonLink>
                )
              }
            >
              {category === ALL_CATEGORY
                ? 'New projects appear here as soon as the community adds them.'
                : 'Try another category, or see every project.'}
            </EmptyState>
          ) : (
            <ul className={grid} aria-busy={firstPass || undefined}>
              {visible(shown).map((project) => (
                <li key={project.id}>
                  <ProjectListCard project={project} category={category} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
