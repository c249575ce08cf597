import { Stars } from '@/components/ui/stars';
import { ratingLabel, reviewsLabel } from '../store-rules';

/** Stars for the eye, and the average in words for everyone: "4.6 out of 5 (312 reviews)". */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <Stars value={rating} filledClassName="text-amber-500" />
      <span className="font-semibold text-slate-900 dark:text-white">{ratingLabel(rating)}</span>
      <span className="sr-only">out of 5</span>
      {reviews !== undefined && <span>({reviewsLabel(reviews)})</span>}
    </p>
  );
}
