import type { ReactNode } from 'react';

/** The heading and short introduction every section of the about page opens with. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {children && <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{children}</div>}
    </div>
  );
}
