import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { REDIRECT_AFTER_AUTH_MS } from '@/lib/constants';
import { loginArrival, originPath, redirectMessage } from '@/lib/session/login-redirect';
import { useSession } from '@/lib/session/use-session';
import { AuthCard, FormAlert, Notice, linkClass } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { PasswordField } from '../components/password-field';
import {
  LOGIN_TEXT,
  fieldForMessage,
  validateLogin,
  type LoginErrors,
  type LoginField,
} from '../login-rules';
import { loadLogIn, useLogin } from '../use-login';

const FIELD_ID: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };

function focusField(field: LoginField | undefined) {
  if (field) document.getElementById(FIELD_ID[field])?.focus();
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
  const [values, setValues] = useState(() => ({ email: emailFromState(location.state), password: '' }));
  const [errors, setErrors] = useState<LoginErrors>({});
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

  const change = (field: LoginField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      notify.error(LOGIN_TEXT.fixErrors);
      focusField(found.email ? 'email' : 'password');
      return;
    }
    login.mutate(values, {
      onSuccess: () => {
        notify.success(LOGIN_TEXT.success);
        setRedirectTo(originPath(arrival));
      },
      onError: (text) => {
        const field = fieldForMessage(text);
        if (field) {
          setErrors({ [field]: text });
          focusField(field);
        } else {
          notify.error(text);
          setFailure(text);
        }
      },
    });
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
        onSubmit={submit}
        onPointerEnter={preloadLogIn}
        onFocus={preloadLogIn}
        className="space-y-4"
        aria-label="Log in"
      >
        <TextField
          id={FIELD_ID.email}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => change('email')(e.target.value)}
          error={errors.email}
          disabled={redirectTo !== null}
        />
        <div>
          <PasswordField
            id={FIELD_ID.password}
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change('password')(e.target.value)}
            error={errors.password}
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
