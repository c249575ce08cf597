import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { Job } from '@/entities/job/jobs';
import { useJobs } from '@/entities/job/use-jobs';
import { formatDate } from '@/lib/format/dates';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { markApplied, usePerson, type Application } from '@/entities/job/job-marks';
import { salaryLabel } from '../job-rules';
import { similarJobs } from '../similar-jobs';

/**
 * Share: the system share sheet where the browser has one; elsewhere the link is copied and the button says so.
 * A share the person cancels is not an error.
 */
export function ShareButton({ job }: { job: Job }) {
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = globalThis.location.href;
    const title = job.title || 'A job on CodersHub';
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `${title} at ${job.companyName || 'a company'}`, url });
        setSaid('');
      } catch {
        /* cancelled, or refused: the page stays as it was */
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied to the clipboard.');
    } catch {
      setSaid(`Copy this link to share: ${url}`);
    }
  };
  return (
    <div className="flex flex-col gap-1 md:items-end">
      <Button variant="outline2" onClick={() => void share()} className="w-full md:w-auto md:min-w-40">
        Share
      </Button>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {said}
      </p>
    </div>
  );
}

/** "Applied on 3 Nov 2026", or, for a job with no apply link, the button that records it by hand. */
export function AppliedMark({ job, application }: { job: Job; application: Application | null }) {
  const person = usePerson();
  if (application)
    return (
      <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        Applied on {formatDate(application.appliedAt)}
        {application.status !== 'Applied' && ` · ${application.status}`}
      </p>
    );
  if (safeHttpUrl(job.applyLink)) return null;
  return (
    <Button
      variant="outline"
      onClick={() => markApplied(person, job)}
      className="w-full md:w-auto md:min-w-40"
    >
      Mark as applied
    </Button>
  );
}

/**
 * Asked when the person comes back from the company's site: only they know whether they applied there. Inline,
 * not a dialog: the page stays usable, and it appears inside a polite live region (DidYouApplySlot).
 */
function DidYouApply({
  host,
  onYes,
  onNotYet,
}: {
  host: string | null;
  onYes: () => void;
  onNotYet: () => void;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // On a phone Apply now is a bar at the bottom, wherever the page is scrolled: bring the question into view.
  // (A block body: this Chromium's scrollIntoView returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={`${id}-q`}
      aria-describedby={`${id}-d`}
      className="w-full rounded-lg border border-brand-200 bg-brand-50 p-3 text-left md:w-72 dark:border-slate-700 dark:bg-slate-800"
    >
      <p id={`${id}-q`} className="font-semibold text-slate-900 dark:text-white">
        Did you apply?
      </p>
      <p id={`${id}-d`} className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
        {host ? `Welcome back from ${host}.` : 'Welcome back.'} Say Yes only if you sent your application
        there.
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={onYes}>
          Yes
        </Button>
        <Button size="sm" variant="outline2" onClick={onNotYet}>
          Not yet
        </Button>
      </div>
    </div>
  );
}

/** Where the question appears: a live region that is always there, so its arrival is announced, politely. */
export function DidYouApplySlot(props: {
  asking: boolean;
  host: string | null;
  onYes: () => void;
  onNotYet: () => void;
}) {
  return (
    <div aria-live="polite" className="w-full md:w-auto">
      {props.asking && <DidYouApply host={props.host} onYes={props.onYes} onNotYet={props.onNotYet} />}
    </div>
  );
}

/** Up to five open jobs that share skills, type or location with this one; each links to its page. */
export function SimilarJobs({ job }: { job: Job }) {
  const jobs = useJobs().data;
  const [now] = useState(() => Date.now());
  const similar = useMemo(() => (jobs ? similarJobs(job, jobs, now) : []), [job, jobs, now]);
  if (similar.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-jobs"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="similar-jobs" className="text-lg font-bold text-slate-900 dark:text-white">
        Similar jobs
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {similar.map((s) => (
          <li key={s.id} className="py-3">
            <Link
              to={`/job-details/${encodeURIComponent(s.id)}`}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {s.title || 'Untitled role'}
            </Link>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {[s.companyName, s.type, s.location].filter(Boolean).join(' · ')}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{salaryLabel(s.salaryPerMonth)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
