import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/field';
import { ON_SUBMIT, rulesResolver, submitValid } from '@/components/ui/form-rules';
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

interface ReviewValues {
  rating: number;
  comment: string;
}

// One message for the pair, under both: RHF's form-level (root) error, which focuses no field.
const resolver = rulesResolver<ReviewValues>(({ comment, rating }) => ({
  root: reviewProblem(comment, rating) ?? undefined,
}));

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
  const { control, register, handleSubmit, setError, clearErrors, reset, formState } = useForm<ReviewValues>({
    ...ON_SUBMIT,
    defaultValues: { rating: initialRating, comment: initialComment },
    resolver,
  });
  const comment = useWatch({ control, name: 'comment' });
  const problem = formState.errors.root?.message;
  const errorId = useId();
  // A double click's second press would meet the emptied form and say a comment and rating are missing.
  const once = useSubmitOnce();

  const save = ({ rating, comment }: ReviewValues) => {
    if (!onSave(rating, comment)) {
      setError('root', { message: STORAGE_WRITE_FAILED_MESSAGE });
      return;
    }
    reset({ rating: initialRating, comment: initialComment });
  };
  const submit = () => {
    if (canSave) return submitValid(handleSubmit, save);
    onBlockedSubmit?.();
  };

  return (
    <form
      onSubmit={(e) => once.submit(e, submit)}
      onClickCapture={once.skipRepeatedClick}
      onChange={() => clearErrors('root')}
      noValidate
      className="space-y-4"
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            value={field.value}
            onChange={field.onChange}
            describedBy={problem ? errorId : undefined}
          />
        )}
      />
      <TextAreaField
        label={commentLabel}
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        countText={comment}
        {...register('comment')}
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
