import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useFormFields } from '@/components/ui/use-form-fields';
import { PHONE_LENGTH, REDIRECT_AFTER_AUTH_MS } from '@/lib/constants';
import { AuthCard, FormAlert, Notice, linkClass } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { RoleExtras } from '../components/role-extras';
import { normaliseEmail } from '@/lib/email';
import {
  EMPTY_REGISTER_FORM,
  REGISTER_TEXT,
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
];
const fieldId = (field: RegisterField) => `register-${field}`;

/** Server answers that clearly concern one field are marked there as well as toasted. */
const FIELD_OF_SERVER_TEXT: Partial<Record<string, RegisterField>> = {
  [REGISTER_TEXT.phoneTaken]: 'phoneNumber',
  [REGISTER_TEXT.emailTaken]: 'email',
  [REGISTER_TEXT.usernameTaken]: 'email',
};

export default function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
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
  const set: typeof setField = (field, value) => {
    setFailure(null);
    setField(field, value);
  };
  const [done, setDone] = useState<string | null>(null);
  const busy = register.isPending || done !== null;

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(
      () =>
        navigate('/login', {
          state: { email: done, message: 'Your account is ready. Log in with your email and password.' },
        }),
      REDIRECT_AFTER_AUTH_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!accept(validateRegister(form), FIELD_ORDER, fieldId)) return;
    register.mutate(form, {
      onSuccess: () => {
        notify.success(REGISTER_TEXT.success);
        setDone(normaliseEmail(form.email));
      },
      onError: (error) => {
        const text = registrationErrorText(error);
        notify.error(text);
        const field = FIELD_OF_SERVER_TEXT[text];
        if (field) setErrors({ [field]: text });
        else setFailure(text);
      },
    });
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
      <form noValidate onSubmit={submit} aria-label="Register" className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label="Full name"
          required
          autoComplete="name"
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
          hint="Your username will be the part before the @."
        />
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
        <Button type="submit" size="lg" className="w-full sm:col-span-2" disabled={busy}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
