import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { CourseReview } from '@/data/course-details';
import { formatReviewDate } from '../reviews';
import { ReviewEditor } from './review-editor';
import { StarRating } from './star-rating';

interface ReviewItemProps {
  review: CourseReview;
  canManage: boolean;
  /** False when the change could not be kept: the editor stays open with the text. */
  onEdit: (rating: number, comment: string) => boolean;
  onDelete: () => void;
}

/** One review, as text; its author or an admin can edit it in place or delete it. */
export function ReviewItem({ review, canManage, onEdit, onDelete }: ReviewItemProps) {
  const [editing, setEditing] = useState(false);
  const name = review.name || 'Anonymous learner';
  return (
    <article aria-label={`Review by ${name}`} className="py-5 wrap-anywhere">
      <div className="flex items-start gap-3">
        <Avatar name={name} size={40} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="font-semibold text-slate-900 dark:text-white">{name}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{formatReviewDate(review.date)}</p>
          </div>
          {editing ? (
            <div className="mt-3">
              <ReviewEditor
                initialRating={review.rating}
                initialComment={review.comment}
                commentLabel="Edit your review"
                onSave={(rating, comment) => {
                  if (!onEdit(rating, comment)) return false;
                  setEditing(false);
                  return true;
                }}
                actions={
                  <>
                    <Button type="submit" size="sm">
                      Save now
                    </Button>
                    <Button variant="outline2" size="sm" onClick={() => setEditing(false)}>
                      Cancel
                    </Button>
                  </>
                }
              />
            </div>
          ) : (
            <>
              <div className="mt-1">
                <StarRating stars={review.rating} />
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
                {review.comment}
              </p>
              {canManage && (
                <div className="mt-3 flex gap-2">
                  <Button
                    variant="outline2"
                    size="xs"
                    onClick={() => setEditing(true)}
                    aria-label={`Edit review by ${name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline2"
                    size="xs"
                    onClick={onDelete}
                    aria-label={`Delete review by ${name}`}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
