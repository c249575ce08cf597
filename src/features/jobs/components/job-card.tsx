import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from '@/entities/job/jobs';
import { formatDate, isExpired, timeAgo } from '@/lib/format/dates';
import { CARD_SKILL_LIMIT } from '../job-constants';
import { experienceLabel, salaryLabel } from '../job-rules';
import type { Application } from '@/entities/job/job-marks';
import { CompanyLogo } from './company-logo';
import { BriefcaseIcon, ClockIcon, PinIcon } from './icons';
import { AppliedBadge, HideButton, NewBadge, SaveButton } from './job-marks-ui';
import { ExpiredBadge, JobTypeBadge, TagList } from './tags';

/** What this browser keeps about the job, and the toggles that change it. */
export interface CardMarks {
  saved: boolean;
  hidden: boolean;
  isNew: boolean;
  application: Application | null;
  onSave: (on: boolean) => void;
  onHide: (on: boolean) => void;
}

/**
 * One job on the board. The title is the link; the whole card is its click target, except its Save and Not
 * interested buttons, which sit above the link. Text from the recruiter wraps anywhere it must (an unbroken title
 * made the board 5,732 px wide), and the title shows at most three lines, its whole text still the link's name.
 */
export function JobCard({ job, now, marks }: { job: Job; now: number; marks?: CardMarks }) {
  const expired = isExpired(job.deadline, now);
  const title = job.title || 'Untitled role';
  return (
    <article className="group relative flex h-full min-w-0 flex-col rounded-2xl wrap-anywhere border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:border-brand-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
      <div className="flex items-start gap-3">
        <CompanyLogo src={job.companyLogo} name={job.companyName} inList />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-600 dark:text-slate-400">
            {job.companyName || 'Company not named'}
          </p>
          <h3 className="mt-0.5 line-clamp-3 text-lg font-bold leading-snug text-slate-900 dark:text-white">
            <Link
              to={`/job-details/${encodeURIComponent(job.id)}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {title}
            </Link>
          </h3>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {marks?.isNew && <NewBadge />}
        <JobTypeBadge type={job.type} />
        {expired && <ExpiredBadge />}
        {marks?.application && <AppliedBadge application={marks.application} />}
        {job.location && (
          <span className="inline-flex items-center gap-1">
            <PinIcon className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" />
            {job.location}
          </span>
        )}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Salary</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{salaryLabel(job.salaryPerMonth)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Experience</dt>
          <dd className="inline-flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
            <BriefcaseIcon className="h-3.5 w-3.5 text-slate-500 dark:text-slate-400" />
            {experienceLabel(job.experienceInYears)}
          </dd>
        </div>
      </dl>

      <div className="mt-4 space-y-2">
        <TagList items={job.skills} label="Skills" limit={CARD_SKILL_LIMIT} />
        <TagList items={job.keywords} label="Keywords" limit={CARD_SKILL_LIMIT} tone="keyword" />
      </div>

      <div className="mt-auto pt-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {job.createdAt && (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="h-3.5 w-3.5" />
              Posted {timeAgo(job.createdAt, now)}
            </span>
          )}
          {job.deadline && (
            <span>
              {expired ? `Closed ${formatDate(job.deadline)}` : `Apply by ${formatDate(job.deadline)}`}
            </span>
          )}
        </p>
        {marks && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <SaveButton saved={marks.saved} onToggle={marks.onSave} />
            <HideButton hidden={marks.hidden} onToggle={marks.onHide} />
          </div>
        )}
      </div>
    </article>
  );
}

interface BoardCardProps {
  job: Job;
  now: number;
  saved: boolean;
  hidden: boolean;
  isNew: boolean;
  application: Application | null;
  /** One handler for every card on the board, told which job. */
  onSave: (id: string, on: boolean) => void;
  onHide: (id: string, title: string, on: boolean) => void;
}

/**
 * A card on the board, rendered again only when its job, its marks or the time change: every keystroke in the
 * search renders the board, and the cards it still shows are left as they are.
 */
export const BoardJobCard = memo(function BoardJobCard({
  job,
  now,
  saved,
  hidden,
  isNew,
  application,
  onSave,
  onHide,
}: BoardCardProps) {
  return (
    <JobCard
      job={job}
      now={now}
      marks={{
        saved,
        hidden,
        isNew,
        application,
        onSave: (on) => onSave(job.id, on),
        onHide: (on) => onHide(job.id, job.title || 'Untitled role', on),
      }}
    />
  );
});

/** A placeholder card while the board loads (hidden from assistive technology; the page announces loading). */
export function JobCardSkeleton() {
  const bar = 'rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div
      aria-hidden="true"
      className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5 motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex gap-3">
        <div className={`h-12 w-12 rounded-xl ${bar}`} />
        <div className="flex-1 space-y-2 pt-1">
          <div className={`h-3 w-1/3 ${bar}`} />
          <div className={`h-4 w-3/4 ${bar}`} />
        </div>
      </div>
      <div className={`mt-4 h-5 w-1/2 ${bar}`} />
      <div className={`mt-4 h-14 w-full rounded-xl ${bar}`} />
      <div className="mt-4 flex gap-2">
        <div className={`h-5 w-14 ${bar}`} />
        <div className={`h-5 w-16 ${bar}`} />
        <div className={`h-5 w-12 ${bar}`} />
      </div>
      <div className={`mt-6 h-3 w-2/5 ${bar}`} />
    </div>
  );
}
