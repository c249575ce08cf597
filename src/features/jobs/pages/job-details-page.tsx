import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import type { Job } from '@/entities/job/jobs';
import { toErrorMessage } from '@/lib/http/errors';
import { formatDate, isExpired, timeAgo } from '@/lib/format/dates';
import { useJob } from '@/entities/job/use-jobs';
import {
  applicationFor,
  markApplied,
  toggleId,
  useApplications,
  usePerson,
  useSavedIds,
} from '@/entities/job/job-marks';
import { ApplyDialog } from '../components/apply-dialog';
import { AppliedMark, DidYouApplySlot, ShareButton, SimilarJobs } from '../components/job-page-extras';
import { SaveButton } from '../components/job-marks-ui';
import { CompanyLogo } from '../components/company-logo';
import { ExternalLink } from '../components/external-link';
import { ArrowLeftIcon, ClockIcon, PinIcon } from '../components/icons';
import { JobOverview } from '../components/job-overview';
import { ExpiredBadge, JobTypeBadge, TagList } from '../components/tags';
import { hostOf } from '../job-rules';
import { useBackFromSite } from '../use-back-from-site';

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BackLink() {
  return (
    <Link
      to="/career"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeftIcon />
      All jobs
    </Link>
  );
}

export default function JobDetailsPage() {
  const { id } = useParams();
  const query = useJob(id);
  const job = query.data;
  useDocumentTitle(job ? job.title || 'Job' : 'Job details');

  let body: ReactNode;
  if (query.isPending || (query.isError && query.isFetching)) body = <LoadingState label="Loading job..." />;
  else if (query.isError)
    body = (
      <ErrorState
        title="We couldn't load this job"
        message={`Error: ${toErrorMessage(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!job)
    body = (
      <EmptyState title="Job not found" action={<ButtonLink to="/career">Browse all jobs</ButtonLink>}>
        It may have been removed, or the link may be wrong.
      </EmptyState>
    );
  else body = <JobDetails job={job} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <BackLink />
      <div className="mt-4">{body}</div>
    </div>
  );
}

function JobDetails({ job }: { job: Job }) {
  const [now] = useState(() => Date.now());
  const [applying, setApplying] = useState(false);
  const expired = isExpired(job.deadline, now);
  const siteHost = hostOf(job.companySite);
  const person = usePerson();
  const saved = useSavedIds().includes(job.id);
  const application = applicationFor(useApplications(), job.id);
  // "Applied" is the person's word: opening the company's page only leads to the question on their return.
  const [applyStep, setApplyStep] = useState<'none' | 'away' | 'asking'>('none');
  const applyButton = useRef<HTMLButtonElement>(null);
  const leftForCompany = () => {
    if (!application) setApplyStep('away');
  };
  useBackFromSite(applyStep === 'away', () => {
    setApplyStep('asking');
    // The dialog said to finish on the company's site; back here, the question takes its place.
    setApplying(false);
  });
  const answer = (applied: boolean) => {
    if (applied) markApplied(person, job);
    setApplyStep('none');
    // The question and its buttons go: the keyboard stays beside them, on Apply now.
    applyButton.current?.focus();
  };

  return (
    // What the recruiter wrote wraps anywhere it must: an unbroken title made the page thousands of pixels wide.
    <article className="space-y-6 wrap-anywhere">
      <header className={`${card} flex flex-col gap-5 md:flex-row md:items-start md:justify-between`}>
        <div className="flex min-w-0 gap-4">
          <CompanyLogo src={job.companyLogo} name={job.companyName} size="lg" />
          <div className="min-w-0">
            <p className="font-medium text-slate-600 dark:text-slate-400">
              {job.companyName || 'Company not named'}
            </p>
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {job.title || 'Untitled role'}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
              <JobTypeBadge type={job.type} />
              {expired && <ExpiredBadge />}
              {job.location && (
                <span className="inline-flex items-center gap-1">
                  <PinIcon className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" />
                  {job.location}
                </span>
              )}
              {job.createdAt && (
                <span className="inline-flex items-center gap-1">
                  <ClockIcon className="h-4 w-4 text-slate-500 dark:text-slate-400" />
                  Posted {timeAgo(job.createdAt, now)}
                </span>
              )}
            </div>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 md:items-end">
          {/* On a phone the button is a bar fixed to the bottom of the screen, always in reach; the page leaves room
              for it under the footer (index.css). Opaque: the page behind must not show through a disabled button.
              md:z-auto: a flex item keeps its z-index when static, and this one, later in the page than the header,
              was drawn over the account menu. */}
          <div
            data-bottom-bar
            className="fixed inset-x-0 bottom-0 z-sticky border-t border-slate-200 bg-white p-3 md:static md:z-auto md:border-0 md:bg-transparent md:p-0 dark:border-slate-800 dark:bg-slate-950 md:dark:bg-transparent"
          >
            <Button
              ref={applyButton}
              size="lg"
              disabled={expired}
              onClick={() => setApplying(true)}
              className="w-full md:w-auto md:min-w-40"
            >
              {expired ? 'Expired' : 'Apply now'}
            </Button>
          </div>
          {job.deadline && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {expired
                ? `Applications closed on ${formatDate(job.deadline)}`
                : `Apply by ${formatDate(job.deadline)}`}
            </p>
          )}
          <DidYouApplySlot
            asking={applyStep === 'asking' && !application}
            host={hostOf(job.applyLink)}
            onYes={() => answer(true)}
            onNotYet={() => answer(false)}
          />
          <AppliedMark job={job} application={application} />
          <div className="flex flex-wrap items-start gap-2 md:justify-end">
            <SaveButton saved={saved} onToggle={(on) => toggleId(person, 'jobs', job.id, on)} />
          </div>
          <ShareButton job={job} />
        </div>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${card} space-y-6`}>
          <Section title="About the role">
            <p className="whitespace-pre-line leading-relaxed text-slate-800 dark:text-slate-200">
              {job.description || 'The recruiter has not added a description yet.'}
            </p>
          </Section>
          {job.qualifications.length > 0 && (
            <Section title="Qualifications">
              <ul className="list-disc space-y-1 pl-5 text-slate-800 marker:text-brand-600 dark:text-slate-200">
                {job.qualifications.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ul>
            </Section>
          )}
          {job.skills.length > 0 && (
            <Section title="Skills">
              <TagList items={job.skills} label="Skills" />
            </Section>
          )}
          {job.keywords.length > 0 && (
            <Section title="Keywords">
              <TagList items={job.keywords} label="Keywords" tone="keyword" />
            </Section>
          )}
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="job-overview" className={card}>
            <h2 id="job-overview" className="text-lg font-bold text-slate-900 dark:text-white">
              Job overview
            </h2>
            <div className="mt-2">
              <JobOverview job={job} now={now} />
            </div>
          </section>
          <section aria-labelledby="job-company" className={card}>
            <h2 id="job-company" className="text-lg font-bold text-slate-900 dark:text-white">
              About {job.companyName || 'the company'}
            </h2>
            {job.companyDescription && (
              <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                {job.companyDescription}
              </p>
            )}
            <dl className="mt-4 space-y-3 text-sm">
              {job.companySite && (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Website</dt>
                  <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
                    <ExternalLink href={job.companySite}>{siteHost ?? job.companySite}</ExternalLink>
                  </dd>
                </div>
              )}
              {job.applyLink && (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Where to apply</dt>
                  <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
                    <ExternalLink href={job.applyLink} onOpen={leftForCompany}>
                      {hostOf(job.applyLink) ?? job.applyLink}
                    </ExternalLink>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <SimilarJobs job={job} />
        </aside>
      </div>

      {applying && (
        <ApplyDialog job={job} onClose={() => setApplying(false)} onLeftForCompany={leftForCompany} />
      )}
    </article>
  );
}
