import { useState } from 'react';
import type { CourseReview } from '@/data/course-details';
import { readJson, writeJson } from '@/lib/storage';
import {
  addReview,
  deleteReview,
  editReview,
  mergeReviews,
  parseReviewChanges,
  reviewsKey,
  type ReviewChanges,
} from './reviews';

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * A course's reviews: the sample ones plus what this browser added, edited or deleted, kept in local storage
 * per course so they survive a reload (and a logout). The course page is never prerendered, so storage can
 * be read on the first render.
 */
export function useReviews(courseId: string, samples: readonly CourseReview[]) {
  const key = reviewsKey(courseId);
  const [changes, setChanges] = useState<ReviewChanges>(() => parseReviewChanges(readJson(key)));

  const save = (next: ReviewChanges) => {
    setChanges(next);
    writeJson(key, next);
  };

  return {
    reviews: mergeReviews(samples, changes),
    add: (name: string, rating: number, comment: string) =>
      save(
        addReview(changes, {
          id: newId(),
          name,
          rating,
          comment: comment.trim(),
          date: new Date().toISOString(),
        }),
      ),
    edit: (id: string, rating: number, comment: string) =>
      save(editReview(changes, id, { rating, comment: comment.trim() })),
    remove: (id: string) => save(deleteReview(changes, id)),
  };
}
