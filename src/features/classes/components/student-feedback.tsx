import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import type { CourseReview } from '@/data/course-details';
import { loginState } from '@/lib/session/login-redirect';
import { CURRENT_USER_KEY } from '@/lib/session/session';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { useSession } from '@/lib/session/use-session';
import {
  DELETE_REVIEW_CONFIRM,
  canManageReview,
  reviewButton,
  reviewSummary,
  type Reviewer,
} from '../reviews';
import { useReviews } from '../use-reviews';
import { useStoredText } from '../use-stored-text';
import { ReviewEditor } from './review-editor';
import { ReviewItem } from './review-item';
import { StarRating } from './star-rating';

const REVIEW_LOGIN_MESSAGE = 'Please login to review this course';

/** A name the browser still knows when the login has lapsed (the stored user outlives an expired token). */
function rememberedName(raw: string | null): string {
  try {
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    const name = stored && typeof stored === 'object' ? (stored as { name?: unknown }).name : undefined;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/** Student feedback: the average and count, the review form, and the reviews (§2, §4, §5, §6). */
export function StudentFeedback({
  courseId,
  samples,
}: {
  courseId: string;
  samples: readonly CourseReview[];
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { reviews, add, edit, remove } = useReviews(courseId, samples);
  const [confirming, setConfirming] = useState<CourseReview | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteFailed, setDeleteFailed] = useState(false);
  const knownName = rememberedName(useStoredText(CURRENT_USER_KEY));
  const heading = useRef<HTMLHeadingElement>(null);
  const once = useSubmitOnce();

  const reviewer: Reviewer | null = session
    ? { name: session.user.name, role: session.user.role, isAdmin: session.user.isAdmin }
    : null;
  const button = reviewButton(session !== null, knownName);
  const summary = reviewSummary(reviews);
  const goLogin = () => navigate('/login', { state: loginState(location, REVIEW_LOGIN_MESSAGE) });

  const confirmDelete = () => {
    if (!confirming) return;
    if (!remove(confirming.id)) {
      setDeleteFailed(true);
      return;
    }
    setConfirming(null);
    setAnnouncement('The review was deleted.');
    // The review and its Delete button are gone: put focus somewhere that still exists.
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby="feedback-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="feedback-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        Student feedback
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {summary.average === null ? (
          <p className="text-slate-700 dark:text-slate-300">No reviews yet. Be the first to share yours.</p>
        ) : (
          <>
            <p className="text-4xl font-extrabold text-slate-900 dark:text-white">
              {summary.average}
              <span className="sr-only"> out of 5</span>
            </p>
            <div>
              <StarRating stars={Number(summary.average)} />
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Course rating · {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
              </p>
            </div>
          </>
        )}
      </div>

      <div className="mt-6 rounded-xl bg-slate-50 p-5 dark:bg-slate-800/60">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Write a review</h3>
        <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-400">
          {session ? (
            <>Reviewing as {session.user.name || 'you'}. Your review is kept in this browser.</>
          ) : (
            <>
              <Link
                to="/login"
                state={loginState(location, REVIEW_LOGIN_MESSAGE)}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                Log in
              </Link>{' '}
              to rate this course and share what you think.
            </>
          )}
        </p>
        <ReviewEditor
          commentLabel="Your review"
          canSave={session !== null}
          onBlockedSubmit={goLogin}
          onSave={(rating, comment) => {
            if (!session) return false;
            if (!add(session.user.name, rating, comment)) return false;
            setAnnouncement('Thank you! Your review was added.');
            return true;
          }}
          actions={
            <Button type="submit" disabled={button.disabled}>
              {button.label}
            </Button>
          }
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {reviews.length > 0 && (
        <ul aria-label="Reviews" className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                canManage={canManageReview(review, reviewer)}
                onEdit={(rating, comment) => {
                  if (!edit(review.id, rating, comment)) return false;
                  setAnnouncement('Your changes were saved.');
                  return true;
                }}
                onDelete={() => {
                  setDeleteFailed(false);
                  setConfirming(review);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={confirming !== null}
        title="Delete review"
        description={DELETE_REVIEW_CONFIRM}
        size="sm"
        onClose={() => {
          setConfirming(null);
          setDeleteFailed(false);
        }}
      >
        {deleteFailed && (
          <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
            {STORAGE_WRITE_FAILED_MESSAGE}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button
            variant="outline2"
            onClick={() => {
              setConfirming(null);
              setDeleteFailed(false);
            }}
          >
            Cancel
          </Button>
          <Button variant="danger" onClick={(e) => once.press(e, confirmDelete)}>
            Delete
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
