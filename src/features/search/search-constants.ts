// The search's timings and limits (spec §9), one named constant each.

/** The query is set this long after typing stops… */
export const INPUT_DEBOUNCE_MS = 500;
/** …and the request goes this long after the query settles: one request per pause, never one per keystroke. */
export const FETCH_DEBOUNCE_MS = 300;
/** The teaser's icon alternates between the search icon and a technology logo at this pace. */
export const ICON_ROTATION_MS = 2000;
/** How many of the fixed tech terms the empty state suggests. */
export const SUGGESTION_TAG_COUNT = 4;
/** The backend returns every match; the list renders at most this many and says how many more matched. */
export const MAX_RENDERED_RESULTS = 25;
/** Shown after a job's position. */
export const JOB_SUFFIX = ' (Job Opportunity)';
