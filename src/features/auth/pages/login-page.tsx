import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver } from '@/components/ui/form-rules';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { REDIRECT_AFTER_AUTH_MS } from '@/lib/constants';
import { loginArrival, originPath, redirectMessage } from '@/lib/session/login-redirect';
import { useSession } from '@/lib/session/use-session';
import { AuthCard, FormAlert, Notice, linkClass } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { PasswordField } from '@/components/ui/password-field';
import { LOGIN_TEXT, fieldForMessage, validateLogin } from '../login-rules';
import { loadLogIn, useLogin } from '../use-login';

interface LoginValues {
  email: string;
  password: string;
}

/** The registration screen hands over the new address so the person only types the password. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** Fetches the login's code ahead of Sign in (a failure shows when the form is sent). */
function preloadLogIn() {
  void loadLogIn().catch(() => undefined);
}

export default function LoginPage() {
  useDocumentTitle('Log in');
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const form = useForm<LoginValues>({
    ...ON_SUBMIT,
    defaultValues: { email: emailFromState(location.state), password: '' },
    resolver: rulesResolver(validateLogin),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const clearError = clearErrorOnEdit(form);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  // A refusal that is not about one field stays on the form (beside the toast) until the person edits a field.
  const [failure, setFailure] = useState<string | null>(null);
  const arrival = loginArrival(location);
  const arrivalMessage = redirectMessage(arrival);
  const busy = login.isPending || redirectTo !== null;

  useEffect(() => {
    if (redirectTo === null) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), REDIRECT_AFTER_AUTH_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const send = (values: LoginValues) => {
    if (busy) return;
    setFailure(null);
    login.mutate(values, {
      onSuccess: () => {
        notify.success(LOGIN_TEXT.success);
        setRedirectTo(originPath(arrival));
      },
      onError: (text) => {
        const field = fieldForMessage(text);
        if (field) setError(field, { message: text }, { shouldFocus: true });
        else {
          notify.error(text);
          setFailure(text);
        }
      },
    });
  };
  const refuse = () => {
    setFailure(null);
    notify.error(LOGIN_TEXT.fixErrors);
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your CodersHub account."
      footer={
        <>
          New to CodersHub?{' '}
          {/* A visitor sent here from a job registers first: the login after that still returns to the job. */}
          <Link
            to="/register"
            state={arrival.from ? { from: arrival.from } : undefined}
            className={linkClass}
          >
            Create an account
          </Link>
        </>
      }
    >
      {arrivalMessage && !redirectTo && <Notice>{arrivalMessage}</Notice>}
      {session && !redirectTo && !arrivalMessage && (
        <Notice>
          You are logged in as {session.user.name || session.user.email}.{' '}
          <Link to="/profile" className={linkClass}>
            Go to your dashboard
          </Link>
        </Notice>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          if (busy) event.preventDefault();
          else void handleSubmit(send, refuse)(event);
        }}
        onChange={(event) => {
          setFailure(null);
          clearError(event);
        }}
        onPointerEnter={preloadLogIn}
        onFocus={preloadLogIn}
        className="space-y-4"
        aria-label="Log in"
      >
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={errors.email?.message}
          disabled={redirectTo !== null}
        />
        <div>
          <PasswordField
            id="login-password"
            label="Password"
            autoComplete="current-password"
            {...register('password')}
            error={errors.password?.message}
            disabled={redirectTo !== null}
          />
          <div className="mt-2 text-right">
            <Link to="/forget-password" className={`text-sm ${linkClass}`}>
              Forget password?
            </Link>
          </div>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <div
        className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <GoogleButton />
    </AuthCard>
  );
}
