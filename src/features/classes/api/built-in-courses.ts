/**
 * The built-in courses' ids, known without the catalogue (which travels in the course screen's file): a course
 * page's loader asks `isBuiltInCourseId` before it starts the live classes' request, so that request does not wait
 * for the screen's file. The ids are those of `id(1)` to `id(20)` in `shared.ts`, where the catalogue gets them;
 * the loader's test checks that the two agree. Like the feature's other `api/` modules that a loader uses, it travels
 * in the data layer; it imports nothing, so the catalogue (and the demo API's seed, which reads it) never pulls the
 * data layer in.
 */
export const BUILT_IN_COURSE_IDS: ReadonlySet<string> = new Set(
  Array.from({ length: 20 }, (_, i) => `64c1${(i + 1).toString(16).padStart(20, '0')}`),
);

export const isBuiltInCourseId = (id: string | number | undefined): boolean =>
  id !== undefined && BUILT_IN_COURSE_IDS.has(String(id).trim());
