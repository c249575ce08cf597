import { MAX_STAR_RATING, STAR_PATH, Stars, ratingText } from '@/components/ui/stars';

/** Stars filled as far as the rating goes (4.7: four and most of a fifth), named "Rated 4.7 out of 5". */
export function StarRating({ stars, className = 'h-4 w-4' }: { stars: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${ratingText(stars)} out of ${MAX_STAR_RATING}`}
      className="inline-flex"
    >
      <Stars value={stars} className={className} />
    </span>
  );
}

export { STAR_PATH };
