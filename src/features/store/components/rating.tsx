import { ratingLabel, reviewsLabel } from '../store-rules';

const STARS = 5;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 ${filled ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`}
      fill="currentColor"
    >
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** Stars for the eye, and the average in words for everyone: "4.6 out of 5 (312 reviews)". */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const filled = Math.round(Number.isFinite(rating) ? rating : 0);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <span className="flex" aria-hidden="true">
        {Array.from({ length: STARS }, (_, i) => (
          <Star key={i} filled={i < filled} />
        ))}
      </span>
      <span className="font-semibold text-slate-900 dark:text-white">{ratingLabel(rating)}</span>
      <span className="sr-only">out of 5</span>
      {reviews !== undefined && <span>({reviewsLabel(reviews)})</span>}
    </p>
  );
}
