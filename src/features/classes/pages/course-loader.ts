import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/http/query-client';
import { isBuiltInCourseId } from '../api/built-in-courses';
import { classesQuery } from '@/entities/class/classes';

/** A built-in course needs no request; any other is one of the server's live classes, whose request starts here. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isBuiltInCourseId(params.id)) void queryClient.prefetchQuery(classesQuery);
  return null;
}
