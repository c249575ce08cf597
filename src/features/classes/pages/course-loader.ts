import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/http/query-client';
import { isBuiltInCourseId } from '../api/built-in-courses';
import { classesQuery } from '@/entities/class/classes';

/**
 * A built-in course needs no request; any other is one of the server's live classes, whose request starts here at
 * once. The built-in ids are known without the catalogue (which travels in the screen's file), so the request
 * does not wait for that file to arrive.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isBuiltInCourseId(params.id)) void queryClient.prefetchQuery(classesQuery);
  return null;
}
