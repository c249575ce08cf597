const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

export const MAX_STAR_RATING = 5;

/** A rating kept within 0–5 and rounded to one decimal place (the spec's precision), 0 when not a number. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(MAX_STAR_RATING, Math.max(0, value)) * 10) / 10;
}

/** "4.7", or "4" for a whole figure. */
export function ratingText(value: number): string {
  const rounded = roundRating(value);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/**
 * Five stars filled as far as the rating goes: 4.7 is four full stars and 70 % of the fifth, never five full
 * ones. For the eye only: the caller gives the figure in words.
 */
export function Stars({
  value,
  className = 'h-4 w-4',
  filledClassName = 'text-amber-500 dark:text-amber-400',
}: {
  value: number;
  className?: string;
  filledClassName?: string;
}) {
  const rounded = roundRating(value);
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5">
      {Array.from({ length: MAX_STAR_RATING }, (_, i) => {
        const fill = Math.round(Math.min(1, Math.max(0, rounded - i)) * 100);
        return (
          <span key={i} className="relative inline-block">
            <svg
              viewBox="0 0 20 20"
              className={`${className} text-slate-300 dark:text-slate-600`}
              fill="currentColor"
            >
              <path d={STAR} />
            </svg>
            <span
              data-star-fill
              className="absolute inset-y-0 left-0 overflow-hidden"
              style={{ width: `${fill}%` }}
            >
              <svg
                viewBox="0 0 20 20"
                className={`${className} max-w-none ${filledClassName}`}
                fill="currentColor"
              >
                <path d={STAR} />
              </svg>
            </span>
          </span>
        );
      })}
    </span>
  );
}

export { STAR as STAR_PATH };
