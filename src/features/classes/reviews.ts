import type { CourseReview } from '@/data/course-details';
import type { Role } from '@/lib/session/roles';
import { REVIEW_COMMENT_MAX_LENGTH } from '@/lib/validation/text-limits';
import { formatDay } from './course';

/** Under the `codershub:saved:` prefix, which logout preserves: reviews stay in this browser, per course. */
export const REVIEWS_KEY_PREFIX = 'codershub:saved:reviews:';
export const reviewsKey = (courseId: string) => `${REVIEWS_KEY_PREFIX}${courseId}`;

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const REVIEW_MAX_LENGTH = REVIEW_COMMENT_MAX_LENGTH;

export const REVIEW_INVALID = 'Please add a comment and rating.';
export const DELETE_REVIEW_CONFIRM = 'Are you sure you want to delete this review?';
export const SUBMIT_LABEL = 'Submit Review';
export const LOGIN_LABEL = 'Please Login';

/**
 * What this browser changed on a course's reviews: reviews written here, and edits or deletions of the
 * built-in ones (an admin may change any review). Sample reviews themselves are never copied, so they stay
 * as the catalogue has them.
 */
export interface ReviewChanges {
  added: CourseReview[];
  edited: Record<string, Pick<CourseReview, 'rating' | 'comment'>>;
  removed: string[];
}

export const NO_CHANGES: ReviewChanges = { added: [], edited: {}, removed: [] };

const isRating = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= MIN_RATING && v <= MAX_RATING;
const isText = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function readReview(v: unknown): CourseReview | null {
  if (!isObject(v)) return null;
  const { id, name, rating, date, comment } = v;
  if (!isText(id) || !id || !isText(name) || !isRating(rating) || !isText(date) || !isText(comment))
    return null;
  return { id, name, rating, date, comment };
}

/** Reads what was stored, defensively: anything malformed counts as no changes (the sample reviews only). */
export function parseReviewChanges(raw: unknown): ReviewChanges {
  if (!isObject(raw) || !Array.isArray(raw.added) || !isObject(raw.edited) || !Array.isArray(raw.removed))
    return NO_CHANGES;
  const added = raw.added.map(readReview).filter((r): r is CourseReview => r !== null);
  const edited: ReviewChanges['edited'] = {};
  for (const [id, change] of Object.entries(raw.edited)) {
    if (isObject(change) && isRating(change.rating) && isText(change.comment))
      edited[id] = { rating: change.rating, comment: change.comment };
  }
  return { added, edited, removed: raw.removed.filter(isText) };
}

/** The reviews to show: this browser's newest first, then the sample ones, with edits and deletions applied. */
export function mergeReviews(samples: readonly CourseReview[], changes: ReviewChanges): CourseReview[] {
  const removed = new Set(changes.removed);
  const kept = samples.filter((r) => !removed.has(r.id)).map((r) => ({ ...r, ...changes.edited[r.id] }));
  return [...[...changes.added].reverse(), ...kept];
}

export function addReview(changes: ReviewChanges, review: CourseReview): ReviewChanges {
  return { ...changes, added: [...changes.added, review] };
}

export function editReview(
  changes: ReviewChanges,
  id: string,
  update: Pick<CourseReview, 'rating' | 'comment'>,
): ReviewChanges {
  if (changes.added.some((r) => r.id === id))
    return { ...changes, added: changes.added.map((r) => (r.id === id ? { ...r, ...update } : r)) };
  return { ...changes, edited: { ...changes.edited, [id]: update } };
}

export function deleteReview(changes: ReviewChanges, id: string): ReviewChanges {
  if (changes.added.some((r) => r.id === id))
    return { ...changes, added: changes.added.filter((r) => r.id !== id) };
  const { [id]: _gone, ...edited } = changes.edited;
  return { ...changes, edited, removed: [...new Set([...changes.removed, id])] };
}

/** Who is looking at the reviews: null for a visitor. */
export interface Reviewer {
  name: string;
  role: Role;
  isAdmin: boolean;
}

/** The isAdmin flag, or an admin or superadmin login. */
export function isAdminReviewer(r: Reviewer | null): boolean {
  return !!r && (r.isAdmin || r.role === 'admin' || r.role === 'superadmin');
}

const sameName = (a: string, b: string) => {
  const x = a.trim().toLowerCase();
  return x !== '' && x === b.trim().toLowerCase();
};

/** The author (matched by name) may edit or delete their review; an admin may edit or delete any (§6). */
export function canManageReview(review: CourseReview, reviewer: Reviewer | null): boolean {
  if (!reviewer) return false;
  return isAdminReviewer(reviewer) || sameName(review.name, reviewer.name);
}

/** Null when the review may be saved; otherwise the spec's message. */
export function reviewProblem(comment: string, rating: number): string | null {
  return comment.trim() === '' || !(rating >= MIN_RATING) ? REVIEW_INVALID : null;
}

/** 'Submit Review' when logged in, 'Please Login' otherwise; disabled when not logged in and no name is known. */
export function reviewButton(loggedIn: boolean, knownName: string): { label: string; disabled: boolean } {
  return loggedIn
    ? { label: SUBMIT_LABEL, disabled: false }
    : { label: LOGIN_LABEL, disabled: knownName.trim() === '' };
}

/**
 * A course's rating: the average of the reviews shown, to one decimal place (§9); null when there are none. The
 * course header and the student feedback both show this figure, so a course never shows two.
 */
export function averageRating(reviews: readonly CourseReview[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((n, r) => n + r.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/** The average to one decimal, and how many reviews it is over; null average when there are none. */
export function reviewSummary(reviews: readonly CourseReview[]): { average: string | null; count: number } {
  const average = averageRating(reviews);
  return { average: average === null ? null : average.toFixed(1), count: reviews.length };
}

/**
 * Review dates read dd-MM-yyyy, as every date of the course page does ("18-04-2025"): a calendar day is
 * rearranged (the same day in every time zone), a timestamp shown in local time. Text that is not a date is
 * shown as it is.
 */
export function formatReviewDate(value: string): string {
  if (Number.isNaN(new Date(value).getTime())) return value;
  return formatDay(value);
}
