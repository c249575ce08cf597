import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      {children && <p className="mt-1 text-slate-700 dark:text-slate-300">{children}</p>}
    </div>
  );
}
