import { formatDate } from '@/lib/format/dates';
import type { Application } from '@/entities/job/job-marks';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** "Applied 3 Nov 2026": the date the person said they applied (back from the company's site, or by hand). */
export function AppliedBadge({ application }: { application: Application }) {
  return (
    <span
      className={`${pill} bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800`}
    >
      {application.status === 'Applied' ? 'Applied' : `Applied · ${application.status}`}{' '}
      {formatDate(application.appliedAt)}
    </span>
  );
}

export function NewBadge() {
  return (
    <span
      className={`${pill} bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-700`}
    >
      New
    </span>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}

const toggle =
  'relative z-raised inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The Save toggle: its name stays "Save", aria-pressed and the filled mark say whether the job is saved. */
export function SaveButton({ saved, onToggle }: { saved: boolean; onToggle: (on: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => onToggle(!saved)}
      className={`${toggle} ${
        saved
          ? 'border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-300 dark:bg-slate-800 dark:text-brand-200'
          : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
      }`}
    >
      <BookmarkIcon filled={saved} />
      Save
    </button>
  );
}

/** "Not interested" on the board; "Show again" in the Hidden view. */
export function HideButton({ hidden, onToggle }: { hidden: boolean; onToggle: (on: boolean) => void }) {
  return (
    <button
      type="button"
      onClick={() => onToggle(!hidden)}
      className={`${toggle} border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
    >
      {hidden ? 'Show again' : 'Not interested'}
    </button>
  );
}
