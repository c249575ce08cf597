import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { JOB_TYPES } from '@/lib/constants';
import { addDays, formatDate, parseDateInput, toDateInput } from '@/lib/format/dates';
import { formatInr } from '@/lib/format/number';
import { JOB_DESCRIPTION_MIN_LENGTH, MIN_RECRUITMENT_QUOTA } from '../job-constants';
import {
  POST_JOB_MAX_LENGTH,
  lastPickableDate,
  type Experience,
  type PostJobField,
  type PostJobValues,
} from '../post-job-form';
import { SkillsInput } from './skills-input';

export const fieldId = (field: PostJobField) => `post-job-${field}`;

interface Props {
  form: UseFormReturn<PostJobValues>;
  today: Date;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 sm:grid-cols-2 dark:border-slate-800"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900 sm:col-span-2 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The picked day in the app's dd-MM-yyyy (the browser's picker shows its own locale), else the hint. */
function chosen(value: string, hint: string): string {
  const day = parseDateInput(value);
  return day ? `${hint} Chosen: ${formatDate(day)}.` : hint;
}

function Counter({ length, min, max }: { length: number; min?: number; max?: number }) {
  if (min !== undefined)
    return <>{length < min ? `${length}/${min} characters minimum` : `${length} characters`}</>;
  return <>{`${length}/${max} characters`}</>;
}

/** What the counts, hints and the years field read as it is typed. */
const SHOWN = [
  'jobTitle',
  'location',
  'experience',
  'salaryPerMonth',
  'recruitmentPeriod',
  'jobDeadline',
  'jobDescription',
  'companyName',
  'companyDescription',
] as const;

/** Every field of the spec's post-job form, grouped the way a recruiter thinks about a vacancy. */
export function PostJobFields({ form, today }: Props) {
  const { register, control, setValue, getValues, clearErrors, formState } = form;
  const { errors } = formState;
  const values = Object.fromEntries(
    useWatch({ control, name: SHOWN }).map((value, i) => [SHOWN[i], value]),
  ) as Pick<PostJobValues, (typeof SHOWN)[number]>;
  const text = (field: Exclude<PostJobField, 'skills'>) => ({
    id: fieldId(field),
    ...register(field),
    error: errors[field]?.message,
    maxLength:
      field in POST_JOB_MAX_LENGTH
        ? POST_JOB_MAX_LENGTH[field as keyof typeof POST_JOB_MAX_LENGTH]
        : undefined,
  });
  const salary = Number(values.salaryPerMonth);
  const radio = (value: Experience, label: string) => (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-slate-800">
      <input
        type="radio"
        value={value}
        {...register('experience', {
          // Fresher means 0 years; choosing Experienced asks for the number.
          onChange: () => {
            const years = getValues('experienceInYears');
            setValue('experienceInYears', value === 'fresher' ? '0' : years === '0' ? '' : years);
            clearErrors('experienceInYears');
          },
        })}
        className="h-4 w-4 accent-brand-700 dark:accent-brand-400"
      />
      {label}
    </label>
  );

  return (
    <div className="space-y-8">
      <Group title="The role">
        <TextField
          label="Job title"
          required
          autoComplete="off"
          placeholder="e.g. Frontend Developer"
          countText={values.jobTitle}
          {...text('jobTitle')}
          wrapperClassName="sm:col-span-2"
        />
        <SelectField label="Job type" required {...text('jobType')}>
          <option value="">Choose a job type</option>
          {JOB_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Location"
          required
          placeholder="e.g. Bengaluru or Remote"
          countText={values.location}
          {...text('location')}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Experience</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {radio('fresher', 'Fresher/No Experience')}
            {radio('experienced', 'Experienced')}
          </div>
          {values.experience === 'experienced' && (
            <TextField
              label="Years of experience"
              type="number"
              inputMode="numeric"
              min={1}
              required
              {...text('experienceInYears')}
              wrapperClassName="mt-3 max-w-48"
            />
          )}
        </fieldset>
        <TextField
          label="Salary per month (INR)"
          type="number"
          inputMode="numeric"
          min={0}
          step={500}
          required
          placeholder="e.g. 50000"
          hint={
            values.salaryPerMonth.trim() && Number.isFinite(salary)
              ? `${formatInr(salary)} per month`
              : 'Amount in rupees (₹).'
          }
          {...text('salaryPerMonth')}
        />
        <TextField
          label="Recruitment quota"
          type="number"
          inputMode="numeric"
          min={MIN_RECRUITMENT_QUOTA}
          step={1}
          required
          hint="How many people you will hire."
          {...text('recruitmentQuota')}
        />
      </Group>

      <Group title="Dates">
        <TextField
          label="Recruitment period"
          type="date"
          required
          min={toDateInput(addDays(today, 1))}
          max={lastPickableDate(today)}
          hint={chosen(
            values.recruitmentPeriod,
            'The day hiring for this role ends. Today cannot be chosen.',
          )}
          {...text('recruitmentPeriod')}
        />
        <TextField
          label="Job deadline"
          type="date"
          required
          min={toDateInput(today)}
          max={lastPickableDate(today)}
          hint={chosen(values.jobDeadline, 'The last day to apply.')}
          {...text('jobDeadline')}
        />
      </Group>

      <Group title="The work">
        <TextAreaField
          label="Job description"
          required
          rows={6}
          hint={<Counter length={values.jobDescription.trim().length} min={JOB_DESCRIPTION_MIN_LENGTH} />}
          placeholder="What the person will do, with whom, and what success looks like."
          {...text('jobDescription')}
          wrapperClassName="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <SkillsInput
                id={fieldId('skills')}
                skills={field.value}
                onChange={(skills) => {
                  field.onChange(skills);
                  clearErrors('skills');
                }}
                error={errors.skills?.message}
              />
            )}
          />
        </div>
        <TextField
          label="Qualifications"
          hint="Separate with commas, e.g. B.Tech in CS, 2 years of React."
          {...text('userQualification')}
        />
        <TextField
          label="Keywords"
          hint="Separate with commas; they help people find the job."
          {...text('keywords')}
        />
      </Group>

      <Group title="Company">
        <TextField
          label="Company name"
          required
          autoComplete="organization"
          countText={values.companyName}
          {...text('companyName')}
        />
        <TextField
          label="Company website"
          required
          type="url"
          placeholder="https://"
          autoComplete="url"
          {...text('companySite')}
        />
        <TextAreaField
          label="Company description"
          required
          rows={3}
          hint={
            <Counter
              length={values.companyDescription.trim().length}
              max={POST_JOB_MAX_LENGTH.companyDescription}
            />
          }
          {...text('companyDescription')}
          wrapperClassName="sm:col-span-2"
        />
        <TextField
          label="Apply link"
          required
          type="url"
          placeholder="https://"
          hint="Where applicants send their application, e.g. your careers page."
          {...text('applyLink')}
          wrapperClassName="sm:col-span-2"
        />
      </Group>
    </div>
  );
}
