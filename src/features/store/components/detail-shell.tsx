import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export const detailCard =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export interface BackTo {
  to: string;
  label: string;
}

/** A detail page's frame: the way back to its store tab above whatever the page found. */
export function DetailShell({ back, children }: { back: BackTo; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 15l-5-5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {back.label}
      </Link>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** An id that names nothing, or a catalogue that cannot be read: said plainly, with the way back. */
export function MissingItem({ title, message, back }: { title: string; message: string; back: BackTo }) {
  useDocumentTitle(title);
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{message}</p>
      <ButtonLink to={back.to} className="mt-6">
        {back.label}
      </ButtonLink>
    </section>
  );
}

/** A titled part of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function BulletList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="list-disc space-y-1 pl-5 text-slate-800 marker:text-brand-600 dark:text-slate-200"
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
