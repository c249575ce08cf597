import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useSubmitOnce, type SubmitOutcome } from '@/components/ui/use-submit-once';
import { useFormFields } from '@/components/ui/use-form-fields';
import { PHONE_LENGTH, REDIRECT_AFTER_AUTH_MS } from '@/lib/constants';
import { AuthCard, FormAlert, Notice, linkClass } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { RoleExtras } from '../components/role-extras';
import { emailLocalPart, normaliseEmail } from '@/lib/validation/email';
import { loginArrival, type LoginRedirectState } from '@/lib/session/login-redirect';
import { PERSON_NAME_MAX_LENGTH } from '@/lib/validation/person-name';
import { USERNAME_MAX_LENGTH, normaliseUsername, suggestUsername } from '@/lib/validation/username';
import {
  EMPTY_REGISTER_FORM,
  REGISTER_TEXT,
  isUnclearRegistration,
  registrationErrorText,
  validateRegister,
  type RegisterField,
  type RegisterForm,
} from '../register-rules';
import { useRegister } from '../use-register';

const FIELD_ORDER: RegisterField[] = [
  'name',
  'email',
  'password',
  'phoneNumber',
  'role',
  'companyWebsite',
  'bio',
  'username',
];
const fieldId = (field: RegisterField) => `register-${field}`;

/** Server answers that clearly concern one field are marked there as well as toasted. */
const FIELD_OF_SERVER_TEXT: Partial<Record<string, RegisterField>> = {
  [REGISTER_TEXT.phoneTaken]: 'phoneNumber',
  [REGISTER_TEXT.emailTaken]: 'email',
};

export default function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  // Where the person was going when they were sent to log in (a job's page): the login after this returns there.
  const { from } = loginArrival(useLocation());
  const register = useRegister();
  const {
    values: form,
    errors,
    setErrors,
    set: setField,
    accept,
  } = useFormFields<RegisterForm, RegisterField>(EMPTY_REGISTER_FORM);
  // A refusal stays on the form (beside the toast) until the person changes something.
  const [failure, setFailure] = useState<string | null>(null);
  // The registration may have worked although no answer said so: offer the login instead of a second try.
  const [unclear, setUnclear] = useState(false);
  // The username derived from the email was taken: the person picks one (a suggestion is filled in).
  const [askUsername, setAskUsername] = useState(false);
  const set: typeof setField = (field, value) => {
    setFailure(null);
    setUnclear(false);
    setField(field, value);
  };
  const [done, setDone] = useState<string | null>(null);
  const busy = register.isPending || done !== null;

  useEffect(() => {
    if (done === null) return;
    const state: LoginRedirectState & { email: string } = {
      email: done,
      message: 'Your account is ready. Log in with your email and password.',
      ...(from ? { from } : {}),
    };
    const timer = setTimeout(() => navigate('/login', { state }), REDIRECT_AFTER_AUTH_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, from]);

  // Two presses can land before `busy` re-renders: the second must not send a second registration.
  const once = useSubmitOnce();
  const submit = async (): Promise<SubmitOutcome> => {
    if (busy) return;
    setFailure(null);
    setUnclear(false);
    if (!accept(validateRegister(form, { askUsername }), FIELD_ORDER, fieldId)) return;
    return register.mutateAsync(form).then(
      (): SubmitOutcome => {
        notify.success(REGISTER_TEXT.success);
        setDone(normaliseEmail(form.email));
        return 'leaving';
      },
      (error: unknown) => {
        const text = registrationErrorText(error);
        notify.error(text);
        if (text === REGISTER_TEXT.usernameTaken) {
          // Nothing was stored: with another username the same form goes through.
          const taken = normaliseUsername(form.username) || emailLocalPart(form.email);
          const suggestion = suggestUsername(form.email, taken);
          setAskUsername(true);
          setField('username', suggestion);
          setErrors({
            username: `“${taken}” is taken, so we filled in “${suggestion}”. Keep it or choose your own, then press Register again.`,
          });
          requestAnimationFrame(() => document.getElementById(fieldId('username'))?.focus());
          return;
        }
        const field = FIELD_OF_SERVER_TEXT[text];
        if (field) setErrors({ [field]: text });
        else if (isUnclearRegistration(error)) setUnclear(true);
        else setFailure(text);
      },
    );
  };

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Join CodersHub to learn, build and get hired."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      <Notice>Only Students can register for now.</Notice>
      <form
        noValidate
        onSubmit={(event) => once.submit(event, submit)}
        onClickCapture={once.skipRepeatedClick}
        aria-label="Register"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          id={fieldId('name')}
          label="Full name"
          required
          autoComplete="name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          wrapperClassName="sm:col-span-2"
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          hint={askUsername ? undefined : 'Your username will be the part before the @.'}
        />
        {askUsername && (
          <TextField
            id={fieldId('username')}
            label="Username"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX_LENGTH}
            value={form.username}
            onChange={(e) => set('username', e.target.value)}
            error={errors.username}
            hint="Letters, digits, dots, hyphens or underscores. It shows as @name on your profile."
            wrapperClassName="sm:col-span-2"
          />
        )}
        <TextField
          id={fieldId('phoneNumber')}
          label="Phone"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          value={form.phoneNumber}
          onChange={(e) => set('phoneNumber', e.target.value)}
          error={errors.phoneNumber}
          hint={`${PHONE_LENGTH} digits, no spaces.`}
        />
        <PasswordField
          id={fieldId('password')}
          label="Password"
          required
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
          hint="At least 8 characters."
        />
        <SelectField
          id={fieldId('role')}
          label="Role"
          required
          value={form.role}
          onChange={(e) => set('role', e.target.value)}
          error={errors.role}
        >
          <option value="">Choose a role</option>
          <option value="student">Student</option>
          <option value="developer">Developer</option>
          <option value="recruiter">Recruiter</option>
        </SelectField>
        <RoleExtras form={form} set={set} errors={errors} idOf={fieldId} />
        {failure && <FormAlert className="sm:col-span-2">{failure}</FormAlert>}
        {unclear && (
          <FormAlert className="sm:col-span-2">
            {REGISTER_TEXT.unclear}{' '}
            <Link
              to="/login"
              state={{ email: normaliseEmail(form.email), ...(from ? { from } : {}) }}
              className={linkClass}
            >
              Log in
            </Link>
          </FormAlert>
        )}
        <Button type="submit" size="lg" className="w-full sm:col-span-2" disabled={busy}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
