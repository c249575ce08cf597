import { SelectField, TextField } from '@/components/ui/field';
import {
  EXPERIENCE_OPTIONS,
  FIELD_OF_INTEREST_OPTIONS,
  OPENINGS_OPTIONS,
  type RegisterForm,
} from '../register-rules';

interface Props {
  form: RegisterForm;
  set: <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => void;
  /** The recruiter's company website is required (the backend refuses a recruiter without one). */
  companyWebsiteError?: string;
  companyWebsiteId: string;
}

const fieldset =
  'grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-slate-700';
const legend = 'px-1 text-sm font-semibold text-slate-900 dark:text-white';

/** The developer's and the recruiter's extra fields; a student has none. */
export function RoleExtras({ form, set, companyWebsiteError, companyWebsiteId }: Props) {
  if (form.role === 'developer') {
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>Developer details</legend>
        <SelectField
          label="Experience"
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
        <SelectField label="Openings" value={form.openings} onChange={(e) => set('openings', e.target.value)}>
          {OPENINGS_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
        <TextField
          id={companyWebsiteId}
          label="Company website"
          required
          error={companyWebsiteError}
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
