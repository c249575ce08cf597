import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface StoreCardProps {
  to: string;
  name: string;
  media: ReactNode;
  children: ReactNode;
  /** Shown at the bottom of the card: the price. */
  footer: ReactNode;
}

/** One catalogue entry. The name is the link; the whole card is its click target. */
export function StoreCard({ to, name, media, children, footer }: StoreCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:border-brand-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
      {media}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-bold leading-snug text-slate-900 dark:text-white">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-brand-700 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600 dark:group-hover:text-brand-300"
          >
            {name}
          </Link>
        </h3>
        {children}
        <div className="mt-auto pt-2">{footer}</div>
      </div>
    </article>
  );
}

/** The grid every store tab uses: one column on a phone, up to three on a wide screen. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
