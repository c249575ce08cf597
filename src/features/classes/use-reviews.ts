import { useMemo } from 'react';
import type { CourseReview } from '@/data/course-details';
import { toDateInput } from '@/lib/format/dates';
import {
  addReview,
  deleteReview,
  editReview,
  mergeReviews,
  parseReviewChanges,
  reviewsKey,
  type ReviewChanges,
} from './reviews';
import { useStoredText, writeStoredText } from './use-stored-text';

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function parse(raw: string | null): ReviewChanges {
  if (raw === null) return parseReviewChanges(null);
  try {
    return parseReviewChanges(JSON.parse(raw));
  } catch {
    return parseReviewChanges(null);
  }
}

/**
 * A course's reviews: the sample ones plus what this browser added, edited or deleted, kept in local storage
 * per course so they survive a reload (and a logout).
 */
export function useReviews(courseId: string, samples: readonly CourseReview[]) {
  const key = reviewsKey(courseId);
  const raw = useStoredText(key);
  const changes = useMemo(() => parse(raw), [raw]);
  // Each action says whether it was kept: a full or blocked storage keeps nothing.
  const save = (next: ReviewChanges): boolean => writeStoredText(key, JSON.stringify(next));

  return {
    reviews: mergeReviews(samples, changes),
    add: (name: string, rating: number, comment: string) =>
      save(
        addReview(changes, {
          id: newId(),
          name,
          rating,
          comment: comment.trim(),
          date: toDateInput(new Date()),
        }),
      ),
    edit: (id: string, rating: number, comment: string) =>
      save(editReview(changes, id, { rating, comment: comment.trim() })),
    remove: (id: string) => save(deleteReview(changes, id)),
  };
}
