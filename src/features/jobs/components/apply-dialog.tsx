import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import type { Job } from '@/entities/job/jobs';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { hostOf } from '../job-rules';
import { RESUME_MESSAGES, applyProblems, isPdf, type ApplyProblems } from '../resume';
import { ExternalLink } from './external-link';

const errorText = 'mt-1 text-sm text-red-700 dark:text-red-400';

/**
 * The backend has no application call: the job's own applyLink is where applications go. The dialog checks the
 * applicant has a PDF resume and agrees to the terms, then opens the company's page in a new tab — the resume
 * never leaves the browser, and nothing claims a server received it.
 */
export function ApplyDialog({
  job,
  onClose,
  onLeftForCompany,
}: {
  job: Job;
  onClose: () => void;
  /**
   * Called when the company's page is opened (Continue, or the link offered if no tab opened). Nothing is marked
   * Applied: the page asks the person when they come back.
   */
  onLeftForCompany?: () => void;
}) {
  const [resume, setResume] = useState<File | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<ApplyProblems>({});
  const [done, setDone] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const termsInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const termsId = useId();
  const company = job.companyName || 'the company';
  const applyUrl = safeHttpUrl(job.applyLink);
  const host = hostOf(job.applyLink);
  const ready = resume !== null && agreed;
  // One company tab per press: a repeated press must not open the application page twice.
  const once = useSubmitOnce();

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (file && !isPdf(file)) {
      e.target.value = '';
      setResume(null);
      setErrors((x) => ({ ...x, resume: RESUME_MESSAGES.notPdf }));
      return;
    }
    setResume(file);
    setErrors((x) => ({ ...x, resume: file ? undefined : RESUME_MESSAGES.missing }));
  };

  const submit = () => {
    const problems = applyProblems(resume, agreed);
    setErrors(problems);
    if (problems.resume || problems.terms) {
      (problems.resume ? fileInput : termsInput).current?.focus();
      return;
    }
    if (applyUrl) {
      window.open(applyUrl, '_blank', 'noopener,noreferrer');
      onLeftForCompany?.();
    }
    setDone(true);
    // The form gives way to the next step: nothing more to submit from it.
    return 'leaving' as const;
  };

  if (done) {
    return (
      <Dialog
        key="done"
        open
        title={applyUrl ? `Finish applying on ${host}` : 'How to apply'}
        onClose={onClose}
      >
        <div role="status" className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          {applyUrl ? (
            <>
              <p>
                We opened the application page of {company} in a new tab. Upload{' '}
                <strong>{resume?.name}</strong> there to finish applying.
              </p>
              <p>
                If no tab opened:{' '}
                <ExternalLink href={applyUrl} onOpen={onLeftForCompany}>
                  Open {host}
                </ExternalLink>
              </p>
            </>
          ) : (
            <>
              <p>
                {company} has no online application page. Send <strong>{resume?.name}</strong> using what the
                company lists:
              </p>
              <p className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                {job.applyLink || 'No contact given. Try the company website.'}
              </p>
            </>
          )}
          <p>
            CodersHub has not sent your resume or any details to {company}; your application is complete only
            once you submit it there.
          </p>
          {applyUrl && (
            <p>
              When you come back to this tab, we ask whether you applied, and mark the job only if you say so.
            </p>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="form"
      open
      title={`Apply for ${job.title || 'this job'}`}
      onClose={onClose}
      description={
        applyUrl
          ? `Applications for this job continue on the company's own site, ${host}. Your resume stays in this browser: CodersHub checks it here and does not upload it.`
          : `Your resume stays in this browser: CodersHub checks it here and does not upload it.`
      }
    >
      <form
        noValidate
        onSubmit={(e) => once.submit(e, submit)}
        onClickCapture={once.skipRepeatedClick}
        className="space-y-5"
      >
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Resume (PDF)
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            onChange={onFile}
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={errors.resume ? `${fileId}-error` : `${fileId}-hint`}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-l-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-brand-200"
          />
          {errors.resume ? (
            <p id={`${fileId}-error`} role="alert" className={errorText}>
              {errors.resume}
            </p>
          ) : (
            <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {resume ? `Selected: ${resume.name}` : 'PDF only.'}
            </p>
          )}
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              ref={termsInput}
              id={termsId}
              type="checkbox"
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.target.checked);
                setErrors((x) => ({ ...x, terms: e.target.checked ? undefined : RESUME_MESSAGES.terms }));
              }}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${termsId}-error` : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 dark:accent-brand-400"
            />
            <label htmlFor={termsId} className="text-sm text-slate-800 dark:text-slate-200">
              I agree to the terms: my resume is accurate, and my application is handled by {company}, not
              CodersHub.
            </label>
          </div>
          {errors.terms && (
            <p id={`${termsId}-error`} role="alert" className={errorText}>
              {errors.terms}
            </p>
          )}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline2" onClick={onClose}>
            Cancel
          </Button>
          {/* aria-disabled, not disabled: it stays focusable and, when pressed, says what is missing. */}
          <Button type="submit" aria-disabled={!ready}>
            {applyUrl ? 'Continue to company site' : 'Continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
