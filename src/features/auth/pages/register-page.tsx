import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver, submitValid } from '@/components/ui/form-rules';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useSubmitOnce, type SubmitOutcome } from '@/components/ui/use-submit-once';
import { PHONE_LENGTH, REDIRECT_AFTER_AUTH_MS } from '@/lib/constants';
import { AuthCard, FormAlert, Notice, linkClass } from '../components/auth-card';
import { PasswordField } from '@/components/ui/password-field';
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
  const registration = useRegister();
  // The username derived from the email was taken: the person picks one (a suggestion is filled in).
  const [askUsername, setAskUsername] = useState(false);
  const form = useForm<RegisterForm>({
    ...ON_SUBMIT,
    defaultValues: EMPTY_REGISTER_FORM,
    resolver: rulesResolver((values) => validateRegister(values, { askUsername })),
  });
  const { register, handleSubmit, setError, setValue, getValues, formState } = form;
  const { errors } = formState;
  const clearError = clearErrorOnEdit(form);
  // A refusal stays on the form (beside the toast) until the person changes something.
  const [failure, setFailure] = useState<string | null>(null);
  // The registration may have worked although no answer said so: offer the login instead of a second try.
  const [unclear, setUnclear] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const busy = registration.isPending || done !== null;

  // A role chosen before the app hydrated is on screen, and react-hook-form reads it as the field's value, but it
  // has not told the role's fields (RoleExtras watches the role): tell them once, as the form mounts.
  useEffect(() => {
    const role = document.getElementById(fieldId('role'));
    if (role instanceof HTMLSelectElement) setValue('role', role.value);
  }, [setValue]);

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
  const send = async (values: RegisterForm): Promise<SubmitOutcome> =>
    registration.mutateAsync(values).then(
      (): SubmitOutcome => {
        notify.success(REGISTER_TEXT.success);
        setDone(normaliseEmail(values.email));
        return 'leaving';
      },
      (error: unknown) => {
        const text = registrationErrorText(error);
        notify.error(text);
        if (text === REGISTER_TEXT.usernameTaken) {
          // Nothing was stored: with another username the same form goes through.
          const taken = normaliseUsername(values.username) || emailLocalPart(values.email);
          const suggestion = suggestUsername(values.email, taken);
          setAskUsername(true);
          setValue('username', suggestion);
          setError('username', {
            message: `“${taken}” is taken, so we filled in “${suggestion}”. Keep it or choose your own, then press Register again.`,
          });
          requestAnimationFrame(() => document.getElementById(fieldId('username'))?.focus());
          return;
        }
        const field = FIELD_OF_SERVER_TEXT[text];
        if (field) setError(field, { message: text });
        else if (isUnclearRegistration(error)) setUnclear(true);
        else setFailure(text);
      },
    );
  const submit = (): Promise<SubmitOutcome> | undefined => {
    if (busy) return;
    setFailure(null);
    setUnclear(false);
    return submitValid(handleSubmit, send);
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
        onChange={(event) => {
          setFailure(null);
          setUnclear(false);
          clearError(event);
        }}
        aria-label="Register"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          id={fieldId('name')}
          label="Full name"
          required
          autoComplete="name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...register('name')}
          error={errors.name?.message}
          wrapperClassName="sm:col-span-2"
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
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
            {...register('username')}
            error={errors.username?.message}
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
          {...register('phoneNumber')}
          error={errors.phoneNumber?.message}
          hint={`${PHONE_LENGTH} digits, no spaces.`}
        />
        <PasswordField
          id={fieldId('password')}
          label="Password"
          required
          autoComplete="new-password"
          {...register('password')}
          error={errors.password?.message}
          hint="At least 8 characters."
        />
        <SelectField
          id={fieldId('role')}
          label="Role"
          required
          // In the prerendered markup as well, where RHF tells a choice made before hydration from the default.
          defaultValue={EMPTY_REGISTER_FORM.role}
          {...register('role')}
          error={errors.role?.message}
        >
          <option value="">Choose a role</option>
          <option value="student">Student</option>
          <option value="developer">Developer</option>
          <option value="recruiter">Recruiter</option>
        </SelectField>
        <RoleExtras form={form} idOf={fieldId} />
        {failure && <FormAlert className="sm:col-span-2">{failure}</FormAlert>}
        {unclear && (
          <FormAlert className="sm:col-span-2">
            {REGISTER_TEXT.unclear}{' '}
            <Link
              to="/login"
              state={{ email: normaliseEmail(getValues('email')), ...(from ? { from } : {}) }}
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
