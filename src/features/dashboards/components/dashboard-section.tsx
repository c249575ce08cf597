import type { ReactNode } from 'react';

interface DashboardSectionProps {
  /** The anchor id (the sidebar links to some of these) and the base of the heading's id. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Controls on the heading's line (a link, a Clear button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A card with a heading; focusable (not tabbable) so a #hash link can move focus to it. */
export function DashboardSection({ id, title, description, actions, children }: DashboardSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-2xl bg-white p-5 shadow-sm focus:outline-none sm:p-6 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && (
            <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>
          )}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** The page heading every dashboard starts with. */
export function DashboardHeader({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {children && <p className="mt-1 text-slate-700 dark:text-slate-300">{children}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
