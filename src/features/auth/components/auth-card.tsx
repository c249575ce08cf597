import type { ReactNode } from 'react';

/** The frame of the login, register and forgot-password screens: a titled card, the form, then a footer line. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby="auth-title"
      className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none`}
    >
      <h1 id="auth-title" className="text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h1>
      {subtitle && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</div>}
      <div className="mt-6">{children}</div>
      {footer && (
        <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
          {footer}
        </div>
      )}
    </section>
  );
}

/** A line of news at the top of a form (a redirect's reason, a finished registration): read out when it appears. */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  const colours =
    tone === 'success'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100'
      : 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-900 dark:bg-brand-950/60 dark:text-brand-100';
  return (
    <div role="status" className={`mb-5 rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

export const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline dark:text-brand-300';

/** A refusal from the server that concerns the whole form: it stays, beside the fields, until they are edited. */
export function FormAlert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200 ${className}`}
    >
      {children}
    </p>
  );
}
