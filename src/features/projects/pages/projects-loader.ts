import { queryClient } from '@/lib/api/query-client';
import { projectsQuery } from '@/lib/api/projects';

export function loader() {
  void queryClient.prefetchQuery(projectsQuery);
  return null;
}
