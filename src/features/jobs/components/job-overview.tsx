import type { ReactNode } from 'react';
import type { Job } from '@/entities/job/jobs';
import { formatDate, timeAgo } from '@/lib/format/dates';
import { experienceLabel, salaryLabel } from '../job-rules';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** The job's facts as a definition list: pay, experience, place, dates and openings. */
export function JobOverview({ job, now }: { job: Job; now: number }) {
  const quota = job.recruitmentQuota;
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      <Fact term="Salary per month">{salaryLabel(job.salaryPerMonth).replace(' / month', '')}</Fact>
      <Fact term="Experience">{experienceLabel(job.experienceInYears)}</Fact>
      <Fact term="Job type">{job.type || 'Not specified'}</Fact>
      <Fact term="Location">{job.location || 'Not specified'}</Fact>
      {job.mode && <Fact term="Mode">{job.mode}</Fact>}
      {job.style && <Fact term="Style">{job.style}</Fact>}
      <Fact term="Openings">{quota === null ? 'Not specified' : quota}</Fact>
      <Fact term="Recruitment period">
        {job.recruitmentPeriod ? `Until ${formatDate(job.recruitmentPeriod)}` : 'Not specified'}
      </Fact>
      <Fact term="Apply by">{formatDate(job.deadline)}</Fact>
      {job.createdAt && (
        <Fact term="Posted">
          {formatDate(job.createdAt)}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            ({timeAgo(job.createdAt, now)})
          </span>
        </Fact>
      )}
    </dl>
  );
}
