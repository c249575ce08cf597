import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalLink } from '@/components/ui/external-link';
import { formatDate } from '@/lib/format/dates';
import { toErrorMessage } from '@/lib/http/errors';
import { notify } from '@/lib/ui/notify';
import { CloseNotConfirmedError, useCloseJob } from '@/entities/job/close-job';
import { usePerson } from '@/entities/job/job-marks';
import {
  POSTING_STATUS_LABEL,
  postingStatus,
  usePostings,
  type PostingStatus,
} from '@/entities/job/my-postings';
import type { Job } from '@/entities/job/jobs';
import { useJobs } from '@/entities/job/use-jobs';
import { SectionCard } from './section-card';

const STATUS_STYLE: Record<PostingStatus, string> = {
  open: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200',
  'past-deadline': 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  closed: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  gone: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  unknown: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** What the recruiter reads when a close did not end cleanly. */
function closeFailure(error: unknown): string {
  if (error instanceof CloseNotConfirmedError) {
    const told = toErrorMessage(error.cause);
    return error.checked
      ? `The server reported a problem (${told}) and the job is still on the jobs board: it was not closed. You can try again.`
      : `The server reported a problem (${told}) and the jobs board could not be read to see whether the job was closed. Look for it on the board before trying again.`;
  }
  return `The posting was not closed: ${toErrorMessage(error)}`;
}

function CloseDialog({ person, job, onClose }: { person: string; job: Job | null; onClose: () => void }) {
  const close = useCloseJob(person);
  return (
    <ConfirmDialog
      open={job !== null}
      title="Close this posting?"
      description={
        job && (
          <>
            <strong className="font-semibold text-slate-900 dark:text-white">
              {job.title || 'Untitled role'}
            </strong>
            {job.companyName ? ` at ${job.companyName}` : ''} will be deleted from the jobs board for
            everyone: candidates will no longer find it. This cannot be undone.
          </>
        )
      }
      cancelLabel="Keep it open"
      confirmLabel="Close posting"
      pendingLabel="Closing…"
      onConfirm={async () => {
        if (!job) return;
        const outcome = await close.mutateAsync(job.id);
        notify.success(
          outcome === 'closed'
            ? 'Posting closed: it is no longer on the jobs board.'
            : 'This posting was already off the jobs board.',
        );
      }}
      failureText={closeFailure}
      onClose={onClose}
    />
  );
}

/**
 * The vacancies posted from this account (kept in this browser: the backend records no owner), each with its
 * applicants' link, deadline and status, Close posting while it is on the board, and Post a similar job.
 */
export function MyPostings() {
  const person = usePerson();
  const postings = usePostings(person);
  const board = useJobs();
  const navigate = useNavigate();
  const [closing, setClosing] = useState<Job | null>(null);
  const [now] = useState(() => Date.now());
  const jobs = board.isError ? undefined : board.data;
  return (
    <SectionCard
      id="my-postings"
      title="My postings"
      action={
        <ButtonLink to="/career/post-job" size="sm" variant="outline">
          Post a job
        </ButtonLink>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This list is kept in this browser: the server records no owner for a job, so only this browser knows
        which vacancies you posted. Another device or browser will not show them.
      </p>
      {board.isError && postings.length > 0 && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          The jobs board could not be read, so where each posting stands is not known:{' '}
          {toErrorMessage(board.error)}
        </p>
      )}
      {postings.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Vacancies you post from this account appear here, with their status, so you can close each one once
          it is filled.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {postings.map((posting) => {
            const { status, job } = postingStatus(posting, jobs, now);
            const title = job.title || 'Untitled role';
            const onBoard = status === 'open' || status === 'past-deadline';
            return (
              <li key={posting.id} className="grid gap-2 py-4 wrap-anywhere">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900 dark:text-white">
                      {onBoard ? (
                        <Link
                          to={`/job-details/${encodeURIComponent(posting.id)}`}
                          className="text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {title}
                        </Link>
                      ) : (
                        title
                      )}
                    </h3>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {job.companyName || 'Company not named'} · Posted {formatDate(posting.postedAt)}
                      {job.deadline ? ` · Deadline ${formatDate(job.deadline)}` : ''}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
                  >
                    {POSTING_STATUS_LABEL[status]}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <ExternalLink
                    href={job.applyLink}
                    label={`(opens in a new tab): ${title}`}
                    className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    Applicants’ link
                  </ExternalLink>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void navigate('/career/post-job', { state: { similarTo: posting.id } })}
                  >
                    Post a similar job<span className="sr-only">: {title}</span>
                  </Button>
                  {onBoard && (
                    <Button size="xs" variant="danger" onClick={() => setClosing(job)}>
                      Close posting<span className="sr-only">: {title}</span>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CloseDialog person={person} job={closing} onClose={() => setClosing(null)} />
    </SectionCard>
  );
}
