import type { ReactNode } from 'react';

/** A titled card of the dashboard. `example` marks sample content so nobody takes it for their own record. */
export function SectionCard({
  id,
  title,
  example = false,
  action,
  children,
}: {
  id: string;
  title: string;
  example?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          {example && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
              Example
            </span>
          )}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
