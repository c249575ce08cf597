import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver } from '@/components/ui/form-rules';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { FORGOT_PASSWORD_WAIT_MS } from '@/lib/constants';
import { AuthCard, linkClass } from '../components/auth-card';
import { normaliseEmail } from '@/lib/validation/email';
import { validateEmail } from '../login-rules';

const SUPPORT_EMAIL = 'hello@codershub.dev';

type Phase = { name: 'idle' } | { name: 'sending'; email: string } | { name: 'done'; email: string };

const resolver = rulesResolver(({ email }: { email: string }) => ({
  email: validateEmail(email) ?? undefined,
}));

/** The spec shows no reset call: the wait is simulated, and the done state says plainly that no email was sent. */
export default function ForgetPasswordPage() {
  useDocumentTitle('Forgot password');
  const form = useForm({ ...ON_SUBMIT, defaultValues: { email: '' }, resolver });
  const { register, handleSubmit, formState } = form;
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase.name !== 'sending') return;
    const timer = setTimeout(
      () => setPhase({ name: 'done', email: normaliseEmail(phase.email) }),
      FORGOT_PASSWORD_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase.name === 'done') doneHeading.current?.focus();
  }, [phase.name]);

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/login" className={linkClass}>
        Back to login
      </Link>
    </>
  );

  if (phase.name === 'done') {
    return (
      <AuthCard title="Reset your password">
        <div
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <h2 ref={doneHeading} tabIndex={-1} className="text-base font-bold focus:outline-none">
            Request received — but no email was sent
          </h2>
          <p className="mt-2">
            CodersHub cannot send password reset emails yet, so nothing is on its way to{' '}
            <strong className="break-words">{phase.email}</strong>.
          </p>
          <p className="mt-2">
            To get back into your account, write to{' '}
            <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>{' '}
            from this address and we will help you.
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/login">Back to login</ButtonLink>
          <Button variant="outline2" onClick={() => setPhase({ name: 'idle' })}>
            Use another email
          </Button>
        </div>
      </AuthCard>
    );
  }

  const sending = phase.name === 'sending';
  return (
    <AuthCard title="Reset your password" subtitle="Enter the email you registered with." footer={footer}>
      <form
        noValidate
        onSubmit={(event) => {
          if (sending) event.preventDefault();
          else void handleSubmit(({ email }) => setPhase({ name: 'sending', email }))(event);
        }}
        onChange={clearErrorOnEdit(form)}
        aria-label="Reset password"
        className="space-y-4"
      >
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
          readOnly={sending}
        />
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
