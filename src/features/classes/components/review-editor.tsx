import { useId, useState, type ReactNode } from 'react';
import { TextAreaField } from '@/components/ui/field';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { REVIEW_MAX_LENGTH, reviewProblem } from '../reviews';
import { RatingInput } from './rating-input';

interface ReviewEditorProps {
  initialRating?: number;
  initialComment?: string;
  commentLabel: string;
  /**
   * Called with valid values only; the editor keeps what was typed until then. False means it could not be kept
   * (storage full or blocked): the editor says so and keeps the text.
   */
  onSave: (rating: number, comment: string) => boolean;
  /** The buttons; the submit one saves. */
  actions: ReactNode;
  /** When false, the form only explains (a visitor cannot write a review). */
  canSave?: boolean;
  onBlockedSubmit?: () => void;
}

/**
 * Rating and comment, for a new review and for editing one. A missing rating or an empty comment shows the
 * spec's 'Please add a comment and rating.' inline (role="alert") instead of a blocking alert() box.
 */
export function ReviewEditor({
  initialRating = 0,
  initialComment = '',
  commentLabel,
  onSave,
  actions,
  canSave = true,
  onBlockedSubmit,
}: ReviewEditorProps) {
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState(initialComment);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  // A double click's second press would meet the emptied form and say a comment and rating are missing.
  const once = useSubmitOnce();

  const submit = () => {
    if (!canSave) {
      onBlockedSubmit?.();
      return;
    }
    const found = reviewProblem(comment, rating);
    setProblem(found);
    if (found) return;
    if (!onSave(rating, comment)) {
      setProblem(STORAGE_WRITE_FAILED_MESSAGE);
      return;
    }
    setRating(initialRating);
    setComment(initialComment);
  };

  return (
    <form
      onSubmit={(e) => once.submit(e, submit)}
      onClickCapture={once.skipRepeatedClick}
      noValidate
      className="space-y-4"
    >
      <RatingInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setProblem(null);
        }}
        describedBy={problem ? errorId : undefined}
      />
      <TextAreaField
        label={commentLabel}
        value={comment}
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        showCount
        onChange={(e) => {
          setComment(e.target.value);
          setProblem(null);
        }}
        aria-describedby={problem ? errorId : undefined}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">{actions}</div>
    </form>
  );
}
