// The jobs feature's limits, named once. The backend's rules come from api-contract.md.
export const JOB_DESCRIPTION_MIN_LENGTH = 50;
export const MIN_RECRUITMENT_QUOTA = 1;
/** Skill chips shown on a card before "+N more". */
export const CARD_SKILL_LIMIT = 5;
/** Placeholder cards while the board loads. */
export const SKELETON_CARD_COUNT = 6;
/** Who the backend lets post a job. */
export const POSTING_ROLES = ['recruiter', 'admin'] as const;
/** Cards on one page of the board; the rest are a page link away (the page is in the URL). */
export const JOBS_PAGE_SIZE = 20;
/** The spec's year picker offers the current year and the five that follow: nothing later can be chosen. */
export const DATE_PICKER_YEARS_AHEAD = 5;
