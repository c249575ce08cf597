import { queryClient } from '@/lib/http/query-client';
import { projectsQuery } from '@/features/projects/api/projects';

export function loader() {
  void queryClient.prefetchQuery(projectsQuery);
  return null;
}
