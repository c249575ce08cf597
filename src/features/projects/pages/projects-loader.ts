import { queryClient } from '@/lib/api/query-client';
import { projectsQuery } from '../api/use-projects';

export function loader() {
  void queryClient.prefetchQuery(projectsQuery);
  return null;
}
