import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/api/query-client';
import { classesQuery } from '../api/use-classes';

/**
 * A built-in course needs no request; any other is one of the server's live classes. The built-in catalogue is a
 * file of its own that the course's screen loads anyway (this loader travels with the data layer), so the loader
 * asks it without holding the page back, and starts the classes' request once it has answered.
 */
export function loader({ params }: LoaderFunctionArgs) {
  void import('@/data/course-details').then(({ findCourseDetail }) => {
    if (!findCourseDetail(params.id)) void queryClient.prefetchQuery(classesQuery);
  });
  return null;
}
