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
  form: RegisterForm;
  set: <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => void;
  /** Errors of the role's required fields: the recruiter's company website, the student's bio. */
  errors: { companyWebsite?: string; bio?: string };
  idOf: (field: 'companyWebsite' | 'bio') => string;
}

const fieldset =
  'grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-slate-700';
const legend = 'px-1 text-sm font-semibold text-slate-900 dark:text-white';

/** Each role's extra fields: the student's bio (the backend requires one), the developer's and the recruiter's. */
export function RoleExtras({ form, set, errors, idOf }: Props) {
  if (form.role === 'student') {
    const id = idOf('bio');
    const length = form.bio.trim().length;
    const over = length > BIO_MAX_LENGTH;
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Student details</legend>
        <TextAreaField
          id={id}
          label="Short bio"
          required
          rows={3}
          value={form.bio}
          onChange={(e) => set('bio', e.target.value)}
          error={errors.bio}
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
  if (form.role === 'developer') {
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Developer details</legend>
        <SelectField
          label="Experience"
          hint={NOT_KEPT_BY_SERVER}
          value={form.experience}
          onChange={(e) => set('experience', e.target.value)}
        >
          {EXPERIENCE_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <SelectField
          label="Field of interest"
          value={form.fieldOfInterest}
          onChange={(e) => set('fieldOfInterest', e.target.value)}
        >
          {FIELD_OF_INTEREST_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <TextField
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://linkedin.com/in/you"
          value={form.linkedin}
          onChange={(e) => set('linkedin', e.target.value)}
        />
        <TextField
          label="GitHub"
          type="url"
          inputMode="url"
          placeholder="https://github.com/you"
          value={form.github}
          onChange={(e) => set('github', e.target.value)}
        />
      </fieldset>
    );
  }
  if (form.role === 'recruiter') {
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Recruiter details</legend>
        <SelectField
          label="Openings"
          hint={NOT_KEPT_BY_SERVER}
          value={form.openings}
          onChange={(e) => set('openings', e.target.value)}
        >
          {OPENINGS_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <TextField
          id={idOf('companyWebsite')}
          label="Company website"
          required
          error={errors.companyWebsite}
          autoComplete="url"
          type="url"
          inputMode="url"
          placeholder="https://yourcompany.com"
          value={form.companyWebsite}
          onChange={(e) => set('companyWebsite', e.target.value)}
        />
      </fieldset>
    );
  }
  return null;
}
