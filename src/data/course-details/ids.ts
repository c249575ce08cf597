/** The built-in courses' ids. The demo API's classes carry ids of the same form, so each demo card opens its page. */
export const courseId = (n: number) => `64c1${n.toString(16).padStart(20, '0')}`;

/** The built-in catalogue holds courses 1 to 20 (its test checks that they are exactly these). */
export const BUILT_IN_COURSE_IDS: ReadonlySet<string> = new Set(
  Array.from({ length: 20 }, (_, i) => courseId(i + 1)),
);

/**
 * Whether a course is built in, known without loading the catalogue (a file of its own): a course page's loader
 * asks this before it starts the live classes' request, so that request does not wait for the catalogue.
 */
export const isBuiltInCourseId = (id: string | number | undefined): boolean =>
  id !== undefined && BUILT_IN_COURSE_IDS.has(String(id).trim());
