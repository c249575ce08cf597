import { queryClient } from '@/lib/http/query-client';
import { projectsQuery } from '@/entities/project/projects';

export function loader() {
  void queryClient.prefetchQuery(projectsQuery);
  return null;
}
