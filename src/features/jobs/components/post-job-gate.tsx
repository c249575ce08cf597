import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { loginState } from '@/lib/session/login-redirect';
import { sessionEndNotice } from '@/lib/session/ended';
import { ROLE_LABEL, type Role } from '@/lib/session/roles';
import { BriefcaseIcon } from './icons';

/**
 * /career/post-job is unguarded in the route table (as the spec has it). Instead of a form that can only fail,
 * a visitor is asked to log in and a role the backend refuses is told why.
 */
export function PostJobGate({ role }: { role: Role | null }) {
  const location = useLocation();
  // Set when a session ended on this page (expiry or a refused token) and nobody has logged in since.
  const ended = sessionEndNotice();
  const notice = useRef<HTMLDivElement>(null);
  // The session usually ends on Post Vacancy, at the foot of a long form: this short page replaces it, and the
  // message and "Log in again" would sit above the scrolled-away view. Bring them into view and to the reader.
  useEffect(() => {
    if (!ended || role !== null) return;
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.focus({ preventScroll: true });
  }, [ended, role]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
          <BriefcaseIcon className="h-7 w-7" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Post a vacancy
        </h1>
        {role === null ? (
          <>
            {ended ? (
              <div
                ref={notice}
                tabIndex={-1}
                role="alert"
                className="mt-3 rounded-lg text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:text-slate-300"
              >
                {ended} What you typed in the form is kept: log in again to finish posting this vacancy.
              </div>
            ) : (
              <p className="mt-3 text-slate-700 dark:text-slate-300">
                Please log in to post a job. Vacancies are posted from a recruiter account.
              </p>
            )}
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/login" state={loginState(location)} size="lg">
                {ended ? 'Log in again' : 'Log in to post a job'}
              </ButtonLink>
              <ButtonLink to="/register" variant="outline2" size="lg">
                Create an account
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              You are logged in as {/^[AEIOU]/.test(ROLE_LABEL[role]) ? 'an' : 'a'} {ROLE_LABEL[role]}. Only
              recruiter and admin accounts can post jobs, so the jobs service would refuse a vacancy from this
              account.
            </p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Hiring for your company? Log out and register a recruiter account, or ask a CodersHub admin to
              post it for you.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/career" size="lg">
                Browse jobs
              </ButtonLink>
              <ButtonLink to="/profile" variant="outline2" size="lg">
                My dashboard
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
