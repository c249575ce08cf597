import type { LoaderFunctionArgs } from 'react-router-dom';
import { findCourseDetail } from '@/data/course-details';
import { queryClient } from '@/lib/api/query-client';
import { classesQuery } from '../api/use-classes';

/** A built-in course needs no request; any other is one of the server's live classes. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!findCourseDetail(params.id)) void queryClient.prefetchQuery(classesQuery);
  return null;
}
