import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import {
  BIO_MAX_LENGTH,
  EXPERIENCE_OPTIONS,
  FIELD_OF_INTEREST_OPTIONS,
  NOT_KEPT_BY_SERVER,
  OPENINGS_OPTIONS,
  type RegisterForm,
} from '../register-rules';

interface Props {
  form: UseFormReturn<RegisterForm>;
  idOf: (field: 'companyWebsite' | 'bio') => string;
}

const fieldset =
  'grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-slate-700';
const legend = 'px-1 text-sm font-semibold text-slate-900 dark:text-white';

/** Each role's extra fields: the student's bio (the backend requires one), the developer's and the recruiter's. */
export function RoleExtras({ form, idOf }: Props) {
  const { register, control, formState, getValues } = form;
  const { errors } = formState;
  // Watched so that a change re-renders these fields; read from the form's values, which hold a role chosen before
  // the app hydrated (the watch reports the default until the form has mounted).
  useWatch({ control, name: ['role', 'bio'] });
  const { role, bio } = getValues();
  if (role === 'student') {
    const id = idOf('bio');
    const length = bio.trim().length;
    const over = length > BIO_MAX_LENGTH;
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Student details</legend>
        <TextAreaField
          id={id}
          label="Short bio"
          required
          rows={3}
          {...register('bio')}
          error={errors.bio?.message}
          hint="A sentence or two about you and what you want to learn. It shows on your profile."
          aria-describedby={`${errors.bio ? `${id}-error` : `${id}-hint`} ${id}-count`}
          wrapperClassName="sm:col-span-2"
        />
        <p
          id={`${id}-count`}
          className={`-mt-3 text-right text-xs tabular-nums sm:col-span-2 ${over ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {length}/{BIO_MAX_LENGTH} characters
        </p>
      </fieldset>
    );
  }
  if (role === 'developer') {
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Developer details</legend>
        <SelectField label="Experience" hint={NOT_KEPT_BY_SERVER} {...register('experience')}>
          {EXPERIENCE_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <SelectField label="Field of interest" {...register('fieldOfInterest')}>
          {FIELD_OF_INTEREST_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <TextField
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://linkedin.com/in/you"
          {...register('linkedin')}
        />
        <TextField
          label="GitHub"
          type="url"
          inputMode="url"
          placeholder="https://github.com/you"
          {...register('github')}
        />
      </fieldset>
    );
  }
  if (role === 'recruiter') {
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Recruiter details</legend>
        <SelectField label="Openings" hint={NOT_KEPT_BY_SERVER} {...register('openings')}>
          {OPENINGS_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <TextField
          id={idOf('companyWebsite')}
          label="Company website"
          required
          error={errors.companyWebsite?.message}
          autoComplete="url"
          type="url"
          inputMode="url"
          placeholder="https://yourcompany.com"
          {...register('companyWebsite')}
        />
      </fieldset>
    );
  }
  return null;
}
