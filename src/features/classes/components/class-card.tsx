import { Link } from 'react-router-dom';
import type { ClassCard as ClassCardData } from '@/entities/class/classes';
import { coursePath, type ClassTab } from '../category';
import { StarRating } from './star-rating';

const shell =
  'relative flex h-full min-h-52 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </span>
  );
}

/** A class of the list: the whole card is one link to its course page under the current tab. */
export function ClassCard({ card, tab }: { card: ClassCardData; tab: ClassTab }) {
  const title = card.title || 'Untitled class';
  return (
    <article className={`${shell} transition-shadow focus-within:shadow-md hover:shadow-md`}>
      <h3 className="text-lg font-bold leading-snug text-slate-900 dark:text-white">
        <Link
          to={coursePath(tab, card)}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <span className="sr-only">Instructor: </span>
        {card.instructor.name || 'Instructor to be announced'}
      </p>
      <div className="mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {card.rating === null ? <span>No rating yet</span> : <StarRating stars={card.rating} />}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {card.level && <Badge>{card.level}</Badge>}
        {card.type && <Badge>{card.type}</Badge>}
      </div>
    </article>
  );
}

/** The card's shape while the list loads (same size, so nothing shifts when it arrives). */
export function ClassCardSkeleton() {
  return (
    <div aria-hidden="true" className={`${shell} animate-pulse motion-reduce:animate-none`}>
      <div className="h-5 w-4/5 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-4 h-4 w-24 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-auto flex gap-2 pt-4">
        <div className="h-5 w-20 rounded-full bg-slate-200 dark:bg-slate-700" />
        <div className="h-5 w-24 rounded-full bg-slate-200 dark:bg-slate-700" />
      </div>
    </div>
  );
}
