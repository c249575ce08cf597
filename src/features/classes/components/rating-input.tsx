import { useId } from 'react';
import { STAR_PATH } from './star-rating';
import { MAX_RATING } from '../reviews';

interface RatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  legend?: string;
  /** Ties the group to an error message. */
  describedBy?: string;
}

/** A 1–5 rating chosen by mouse or keyboard: native radios (arrow keys move between them) drawn as stars. */
export function RatingInput({ value, onChange, legend = 'Your rating', describedBy }: RatingInputProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="inline-flex rounded-md p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className={`h-8 w-8 transition-colors ${
                  n <= value
                    ? 'text-amber-500 dark:text-amber-400'
                    : 'text-slate-400 hover:text-amber-300 dark:text-slate-500'
                }`}
                fill="currentColor"
              >
                <path d={STAR_PATH} />
              </svg>
            </span>
            <span className="sr-only">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
