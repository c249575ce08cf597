import { describe, expect, it } from 'vitest';
import type { CourseReview } from '@/data/course-details';
import {
  LOGIN_LABEL,
  NO_CHANGES,
  REVIEW_INVALID,
  SUBMIT_LABEL,
  addReview,
  canManageReview,
  deleteReview,
  editReview,
  formatReviewDate,
  mergeReviews,
  parseReviewChanges,
  reviewButton,
  reviewProblem,
  reviewSummary,
  type Reviewer,
} from '@/features/classes/reviews';
import { formatDay } from '@/features/classes/course';
import { formatDate } from '@/lib/format/dates';

const sample: CourseReview[] = [
  { id: 's1', name: 'Asha Verma', rating: 5, date: '2025-05-02', comment: 'Great' },
  { id: 's2', name: 'Rohan Das', rating: 3, date: '2025-04-18', comment: 'Good' },
];
const mine: CourseReview = { id: 'm1', name: 'Priya Sharma', rating: 4, date: '2025-06-01', comment: 'Mine' };

const student: Reviewer = { name: 'Priya Sharma', role: 'student', isAdmin: false };

describe('review rights (§6)', () => {
  it('lets the author (matched by name, ignoring case and spaces) edit or delete their own review only', () => {
    expect(canManageReview(mine, student)).toBe(true);
    expect(canManageReview(mine, { ...student, name: '  priya sharma ' })).toBe(true);
    expect(canManageReview(sample[0]!, student)).toBe(false);
  });

  it('lets an admin manage any review: the isAdmin flag, or an admin or superadmin login', () => {
    expect(canManageReview(sample[0]!, { name: 'X', role: 'student', isAdmin: true })).toBe(true);
    expect(canManageReview(sample[0]!, { name: 'X', role: 'admin', isAdmin: false })).toBe(true);
    expect(canManageReview(sample[0]!, { name: 'X', role: 'superadmin', isAdmin: false })).toBe(true);
    expect(canManageReview(sample[0]!, { name: 'X', role: 'teacher', isAdmin: false })).toBe(false);
  });

  it('gives a visitor no rights, and never matches an empty name', () => {
    expect(canManageReview(mine, null)).toBe(false);
    expect(canManageReview({ ...mine, name: '' }, { ...student, name: '' })).toBe(false);
  });
});

describe('review form rules (§5)', () => {
  it("asks for a comment and a rating: 'Please add a comment and rating.'", () => {
    expect(reviewProblem('   ', 4)).toBe(REVIEW_INVALID);
    expect(reviewProblem('Nice', 0)).toBe(REVIEW_INVALID);
    expect(REVIEW_INVALID).toBe('Please add a comment and rating.');
    expect(reviewProblem(' Nice ', 1)).toBeNull();
  });

  it("reads 'Submit Review' when logged in, 'Please Login' otherwise, disabled only without a login and a name", () => {
    expect(reviewButton(true, '')).toEqual({ label: SUBMIT_LABEL, disabled: false });
    expect(reviewButton(false, '')).toEqual({ label: LOGIN_LABEL, disabled: true });
    expect(reviewButton(false, 'Priya')).toEqual({ label: 'Please Login', disabled: false });
    expect(SUBMIT_LABEL).toBe('Submit Review');
  });

  it('averages to one decimal place with the count', () => {
    expect(reviewSummary([...sample, mine])).toEqual({ average: '4.0', count: 3 });
    expect(reviewSummary([sample[0]!, mine])).toEqual({ average: '4.5', count: 2 });
    expect(reviewSummary([])).toEqual({ average: null, count: 0 });
  });

  it('dates reviews dd-MM-yyyy, as every date of the course page, and shows text that is not a date as it is', () => {
    expect(formatReviewDate('2025-05-02T10:00:00.000Z')).toBe(formatDate('2025-05-02T10:00:00.000Z'));
    expect(formatReviewDate('2025-05-02T10:00:00.000Z')).toMatch(/^\d{2}-05-2025$/);
    expect(formatReviewDate('last week')).toBe('last week');
    // A calendar day is the same day in every time zone (the prerendered page and the browser agree).
    expect(formatReviewDate('2025-05-02')).toBe('02-05-2025');
    expect(formatReviewDate('2025-04-18')).toBe(formatDay('2025-04-18'));
  });
});

describe('reviews kept in this browser', () => {
  it('shows this browser’s reviews newest first, then the samples', () => {
    const later = { ...mine, id: 'm2', comment: 'Later' };
    const changes = addReview(addReview(NO_CHANGES, mine), later);
    expect(mergeReviews(sample, changes).map((r) => r.id)).toEqual(['m2', 'm1', 's1', 's2']);
  });

  it('edits and deletes its own reviews in place, and records edits and deletions of sample reviews', () => {
    let changes = addReview(NO_CHANGES, mine);
    changes = editReview(changes, 'm1', { rating: 2, comment: 'Changed my mind' });
    expect(changes.added[0]).toMatchObject({ rating: 2, comment: 'Changed my mind', name: 'Priya Sharma' });
    changes = editReview(changes, 's1', { rating: 1, comment: 'Edited by admin' });
    expect(mergeReviews(sample, changes).find((r) => r.id === 's1')).toMatchObject({
      rating: 1,
      comment: 'Edited by admin',
      name: 'Asha Verma',
    });
    changes = deleteReview(changes, 's1');
    changes = deleteReview(changes, 'm1');
    expect(mergeReviews(sample, changes).map((r) => r.id)).toEqual(['s2']);
    expect(changes.edited).toEqual({});
    // The catalogue itself is never changed.
    expect(sample[0]!.comment).toBe('Great');
  });

  it('survives a round trip through JSON', () => {
    const changes = deleteReview(
      editReview(addReview(NO_CHANGES, mine), 's2', { rating: 2, comment: 'x' }),
      's1',
    );
    expect(parseReviewChanges(JSON.parse(JSON.stringify(changes)))).toEqual(changes);
  });

  it('reads malformed storage as no changes, and skips malformed reviews', () => {
    for (const raw of [null, 'text', 42, [], { added: 'x', edited: {}, removed: [] }, { added: [] }])
      expect(parseReviewChanges(raw)).toEqual(NO_CHANGES);
    const parsed = parseReviewChanges({
      added: [
        mine,
        { ...mine, id: 'bad', rating: 9 },
        { ...mine, id: '' },
        null,
        { ...mine, id: 'm3', comment: 3 },
      ],
      edited: { s1: { rating: 2, comment: 'ok' }, s2: { rating: 0, comment: 'no' }, s3: 'x' },
      removed: ['s9', 4],
    });
    expect(parsed).toEqual({ added: [mine], edited: { s1: { rating: 2, comment: 'ok' } }, removed: ['s9'] });
  });
});
