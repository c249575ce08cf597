import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isOffline } from '@/lib/http/messages';

/** A screen's code that could not be fetched (a network fault, or a release that replaced it), by browser wording. */
export function isMissingCode(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Unable to preload|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** What the router's error says, as text: a status, a message, or nothing. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * An error page's ways on: load the page again (a module that failed to load stays failed for this page view), or
 * go home. Plain markup, so it renders even when the rest of the app cannot.
 */
export function ErrorActions({ reloadLabel }: { reloadLabel: string }) {
  return (
    <div className="mt-8 flex gap-3">
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {reloadLabel}
      </button>
      <a
        href="/"
        className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-900 dark:border-slate-600 dark:text-white"
      >
        Go home
      </a>
    </div>
  );
}

/**
 * What a screen shows when it fails, inside its layout: the header, the navigation and the footer stay, so the
 * person can go on elsewhere. A screen whose code could not be loaded says so and offers Retry (a module that
 * failed to load stays failed for this page view, so Retry loads the page again); anything else is the router's
 * 'Unexpected Application Error!'.
 */
export function ScreenErrorPage() {
  const error = useRouteError();
  const missing = isMissingCode(error);
  const detail = errorDetail(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {missing ? 'This page could not be loaded' : 'Unexpected Application Error!'}
      </h1>
      <p className="mt-3 break-words text-slate-700 dark:text-slate-300">
        {missing
          ? isOffline()
            ? 'You are offline. Connect to the internet, then try again.'
            : 'Its code could not be fetched. Check your connection and try again.'
          : detail}
      </p>
      <ErrorActions reloadLabel="Retry" />
    </section>
  );
}
