import type { CourseDetail } from './types';
import { webDevelopmentCourses } from './web-development';
import { appDevelopmentCourses } from './app-development';
import { basicProgrammingCourses } from './basic-programming';
import { dsaCourses } from './dsa';
import { serviceSecurityCourses } from './service-security';
import { dataScienceCourses } from './data-science';
import { aiMlCourses } from './ai-ml';
import { designAndEditingCourses } from './design-and-editing';
import { digitalMarketingCourses } from './digital-marketing';

export type { CourseDetail, CourseReview } from './types';

/** Every built-in course, one file per category, in the catalogue's order. */
export const COURSE_DETAILS: readonly CourseDetail[] = [
  ...webDevelopmentCourses,
  ...appDevelopmentCourses,
  ...basicProgrammingCourses,
  ...dsaCourses,
  ...serviceSecurityCourses,
  ...dataScienceCourses,
  ...aiMlCourses,
  ...designAndEditingCourses,
  ...digitalMarketingCourses,
];

/** The sample course with this id; route ids are text, sample ids may be numbers. */
export function findCourseDetail(
  courseId: string | number | undefined,
  list: readonly CourseDetail[] = COURSE_DETAILS,
): CourseDetail | null {
  if (courseId === undefined) return null;
  const wanted = String(courseId).trim();
  return list.find((c) => String(c.id) === wanted) ?? null;
}
