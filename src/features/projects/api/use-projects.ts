import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROJECTS_QUERY_KEY,
  fetchProject,
  isProjectNotFound,
  projectQueryKey,
  projectsQuery,
  type ProjectCard,
} from '@/entities/project/projects';
import { findFeatured, isFeaturedId } from '../project-view';

export function useProjects() {
  return useQuery(projectsQuery);
}

export type ProjectLookup =
  | { status: 'loading' }
  | { status: 'found'; project: ProjectCard }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * One project for its detail page. A built-in featured project comes from the sample data; a server project
 * comes from the list already fetched when the visitor came from it, otherwise (a direct visit, or a project
 * the list lacks) from GET v1/projects/{id}: one small call rather than the whole list.
 */
export function useProject(id: string): ProjectLookup {
  const featured = isFeaturedId(id);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: projectQueryKey(id),
    queryFn: ({ signal }) => fetchProject(id, signal),
    enabled: !featured,
    initialData: () => queryClient.getQueryData<ProjectCard[]>(PROJECTS_QUERY_KEY)?.find((p) => p.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(PROJECTS_QUERY_KEY)?.dataUpdatedAt,
  });

  if (featured) {
    const project = findFeatured(id);
    return project ? { status: 'found', project } : { status: 'not-found' };
  }
  if (query.data) return { status: 'found', project: query.data };
  // A retry after a failure shows the loading state again, not the stale error.
  if (query.isPending || query.isFetching) return { status: 'loading' };
  if (isProjectNotFound(query.error)) return { status: 'not-found' };
  return { status: 'error', error: query.error, retry: () => void query.refetch() };
}
