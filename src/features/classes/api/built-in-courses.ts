import { COURSE_DETAILS } from '@/data/course-details';

/** The built-in courses' ids: a course page's loader requests the live classes only for any other id. */
const BUILT_IN_COURSE_IDS: ReadonlySet<string> = new Set(COURSE_DETAILS.map((course) => String(course.id)));

export const isBuiltInCourseId = (id: string | number | undefined): boolean =>
  id !== undefined && BUILT_IN_COURSE_IDS.has(String(id).trim());
