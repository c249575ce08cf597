export const panel =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** A grey bar standing in for text that is read after hydration; the same line height as the text. */
export const skeletonBar = 'rounded bg-slate-200 dark:bg-slate-700';
