import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver } from '@/components/ui/form-rules';
import { MESSAGES, errorBody, errorStatus, toErrorMessage } from '@/lib/http/errors';
import { loginState } from '@/lib/session/login-redirect';
import { PostNotConfirmedError, useCreateJob } from '../api/create-job';
import { clearDraft, loadDraft, saveDraft } from '../post-job-draft';
import {
  POST_JOB_MESSAGES,
  backendFieldErrors,
  buildJobPayload,
  validatePostJob,
  valuesFromJob,
  type PostJobErrors,
  type PostJobField,
  type PostJobValues,
} from '../post-job-form';
import { PostJobFields, fieldId } from './post-job-fields';
import { usePerson } from '@/entities/job/job-marks';
import { readPostings } from '@/entities/job/my-postings';

const FIELD_ORDER: readonly PostJobField[] = [
  'jobTitle',
  'jobType',
  'location',
  'experienceInYears',
  'salaryPerMonth',
  'recruitmentQuota',
  'recruitmentPeriod',
  'jobDeadline',
  'jobDescription',
  'skills',
  'userQualification',
  'keywords',
  'companyName',
  'companySite',
  'companyDescription',
  'applyLink',
];

export const DRAFT_NOT_KEPT =
  "This browser's storage is full or blocked, so your draft is not kept: a reload or a new login would lose what you typed. Post the job from this page.";

const NOT_REMEMBERED =
  'This browser could not keep the posting for My postings (its storage is full or blocked), so you cannot close it from your dashboard. It is on the jobs board.';

interface Problem {
  message: string;
  detail?: string;
  status?: number;
  /** After an unclear answer: whether the board was read and the job is not on it, or it could not be read. */
  board?: 'not-posted' | 'unknown';
}

/** What the recruiter is told when the answer was not a clean 201: the board was read before saying anything. */
const UNCLEAR = {
  found:
    'The server reported a problem after receiving your vacancy, so we checked the jobs board: it is posted.',
  notPosted:
    'We checked the jobs board: your vacancy is not on it, so it was not posted. Everything you typed is kept; you can post it again.',
  unknown:
    'We could not check the jobs board to see whether your vacancy was saved. Before posting it again, look for it on the board: what you typed here is kept.',
} as const;

/** The form and its submission. What the recruiter typed is kept (in this tab) until the job is posted or they cancel. */
export function PostJobFormView({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateJob();
  const person = usePerson();
  // "Post a similar job" (My postings) names one of this account's postings in the navigation state: the form
  // starts from what was sent then, in place of the draft.
  const [similar] = useState(() => {
    const wanted = (location.state as { similarTo?: unknown } | null)?.similarTo;
    const found = readPostings(person).find((p) => p.id === wanted);
    return found ? valuesFromJob(found.job) : null;
  });
  const [draft] = useState<PostJobValues>(() => similar ?? loadDraft(userId));
  const form = useForm<PostJobValues>({
    ...ON_SUBMIT,
    defaultValues: draft,
    resolver: rulesResolver((values) => validatePostJob(values, new Date()).errors),
    // The first field to fix in the form's reading order, whichever fields are showing (focusFirst).
    shouldFocusError: false,
  });
  const { handleSubmit, setError, getValues, subscribe } = form;
  const [problem, setProblem] = useState<Problem | null>(null);
  // False once this tab's storage refused the draft: a reload or a new login would then lose the text, so say so.
  const [draftKept, setDraftKept] = useState(true);
  const [today] = useState(() => new Date());
  const banner = useRef<HTMLDivElement>(null);
  // A second press before the first answer (or before its check of the board) never sends the job again.
  const sending = useRef(false);

  // The prefilled form becomes the draft, and the state is dropped, so a reload keeps what is typed from here on.
  useEffect(() => {
    if (!similar) return;
    saveDraft(userId, similar);
    void navigate(location.pathname, { replace: true, state: null });
    // Once, for the state the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change is kept in this tab at once, so a reload or a new login finds it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => setDraftKept(saveDraft(userId, values)),
      }),
    [subscribe, userId],
  );

  const focusFirst = (errs: PostJobErrors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
    else banner.current?.focus();
  };

  const refuse = (errors: FieldErrors<PostJobValues>) => {
    const { missingRequired } = validatePostJob(getValues(), new Date());
    setProblem({ message: missingRequired ? POST_JOB_MESSAGES.required : POST_JOB_MESSAGES.fix });
    focusFirst(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])));
  };

  const send = (values: PostJobValues) => {
    if (create.isPending || sending.current) return;
    setProblem(null);
    sending.current = true;
    create.mutate(buildJobPayload(values), {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: ({ jobId, recovered, remembered }) => {
        clearDraft(userId);
        notify.success(POST_JOB_MESSAGES.success);
        if (!remembered) notify.error(NOT_REMEMBERED);
        if (recovered && jobId) {
          notify.info(UNCLEAR.found);
          navigate(`/job-details/${encodeURIComponent(jobId)}`);
        } else navigate('/career');
      },
      onError: (failure) => {
        const unclear = failure instanceof PostNotConfirmedError ? failure : null;
        const error = unclear ? unclear.cause : failure;
        const message = toErrorMessage(error);
        const body = errorBody(error);
        const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
        const detail = typeof raw === 'string' && raw !== message ? raw : undefined;
        const fieldErrors = backendFieldErrors(detail ?? message);
        for (const [field, text] of Object.entries(fieldErrors))
          setError(field as PostJobField, { message: text });
        setProblem({
          message:
            message === MESSAGES.unexpected || message === MESSAGES.unknown
              ? POST_JOB_MESSAGES.fallback
              : `Error: ${message}`,
          detail,
          status: errorStatus(error),
          board: unclear ? (unclear.checked ? 'not-posted' : 'unknown') : undefined,
        });
        requestAnimationFrame(() =>
          Object.keys(fieldErrors).length ? focusFirst(fieldErrors) : banner.current?.focus(),
        );
      },
    });
  };

  const cancel = () => {
    clearDraft(userId);
    navigate('/career');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (create.isPending || sending.current) event.preventDefault();
        else void handleSubmit(send, refuse)(event);
      }}
      onChange={clearErrorOnEdit(form)}
      aria-describedby="post-job-required-note"
      className="space-y-8"
    >
      <p id="post-job-required-note" className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span className="text-red-700 dark:text-red-400">*</span> are required.
      </p>
      <PostJobFields form={form} today={today} />

      {problem && (
        <div
          ref={banner}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-2 focus:outline-red-600 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          <p className="font-semibold">{problem.message}</p>
          {problem.detail && <p className="mt-1 break-words">{problem.detail}</p>}
          {problem.board === 'not-posted' && <p className="mt-2">{UNCLEAR.notPosted}</p>}
          {problem.board === 'unknown' && (
            <p className="mt-2">
              {UNCLEAR.unknown}{' '}
              <Link
                to="/career"
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                Open the jobs board in a new tab
              </Link>
            </p>
          )}
          {problem.status === 401 && (
            <p className="mt-2">
              Your login has ended.{' '}
              <Link to="/login" state={loginState(location)} className="font-semibold underline">
                Log in again
              </Link>
              {draftKept ? ' — what you typed here is kept.' : '.'}
            </p>
          )}
        </div>
      )}

      {!draftKept && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {DRAFT_NOT_KEPT}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end dark:border-slate-800">
        <Button variant="outline2" size="lg" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Post Vacancy'}
        </Button>
      </div>
    </form>
  );
}
