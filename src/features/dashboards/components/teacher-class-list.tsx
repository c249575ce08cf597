import { Link } from 'react-router-dom';
import { categoryLabel } from '@/data/categories';
import type { ClassCard } from '@/entities/class/classes';
import { slugify, unslugify } from '@/lib/format/slug';

/** The class page's address, in the route table's shape /classes/{category}/{title}/{id}. */
export function classPath(c: ClassCard): string {
  return `/classes/${c.category || 'all'}/${slugify(c.title) || 'class'}/${encodeURIComponent(c.id)}`;
}

export function TeacherClassList({ classes }: { classes: readonly ClassCard[] }) {
  return (
    <ul aria-label="My classes" className="grid gap-3 sm:grid-cols-2">
      {classes.map((c) => {
        const category = c.category && (categoryLabel(c.category) ?? unslugify(c.category));
        const facts = [category, c.level, c.type].filter(Boolean);
        return (
          <li
            key={c.id}
            className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <p className="font-semibold text-slate-900 dark:text-white">{c.title || 'Untitled class'}</p>
            {facts.length > 0 && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{facts.join(' · ')}</p>
            )}
            <div className="mt-3 flex flex-1 items-end justify-between gap-3">
              {c.rating !== null ? (
                <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
                    ★{' '}
                  </span>
                  <span className="sr-only">Rated </span>
                  {c.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </p>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">No rating yet</p>
              )}
              <Link
                to={classPath(c)}
                className="rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
              >
                View class<span className="sr-only">: {c.title}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
