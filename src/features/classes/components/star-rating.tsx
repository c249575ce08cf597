import { MAX_STARS } from '@/lib/api/classes';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Whole stars out of five, with a text alternative ("Rated 4 out of 5"). */
export function StarRating({ stars, className = 'h-4 w-4' }: { stars: number; className?: string }) {
  const whole = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span role="img" aria-label={`Rated ${whole} out of ${MAX_STARS}`} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`${className} ${
            i < whole ? 'text-amber-500 dark:text-amber-400' : 'text-slate-300 dark:text-slate-600'
          }`}
          fill="currentColor"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

export { STAR as STAR_PATH };
