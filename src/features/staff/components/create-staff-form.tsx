import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  ON_SUBMIT,
  checkedResolver,
  clearErrorOnEdit,
  showFieldProblems,
  submitValid,
} from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { emailLocalPart } from '@/lib/validation/email';
import type { StaffUser } from '@/entities/staff/staff-store';
import { USERNAME_MAX_LENGTH } from '@/lib/validation/username';
import { createStaffAccount, staffFailure } from '../api/create-staff';
import {
  EMPTY_NEW_DRAFT,
  validateNewStaff,
  type NewStaffAccount,
  type NewStaffDraft,
  type StaffValues,
} from '../staff-rules';
import { StaffFields } from './staff-fields';

const FIELD_ORDER = ['name', 'email', 'role', 'phoneNumber', 'username', 'password'] as const;

/** The account exists on the server; only this browser's staff list could not take it. */
export const STAFF_NOT_LISTED_MESSAGE =
  "The account was created and can sign in, but this browser's storage is full or blocked, so it is not in your staff list here.";

interface CreateStaffFormProps {
  staff: readonly StaffUser[];
  /** Addresses the server already has accounts for (the users table), when it could be read. */
  accountEmails: readonly string[];
  /** Adds the new account to the local staff list; false when storage refused it. */
  onCreate: (values: StaffValues, id: string | null) => boolean;
}

/**
 * Creates a teacher or an admin account on the server, then lists it. What was typed stays until the account
 * exists; each refusal shows on its field.
 */
export function CreateStaffForm({ staff, accountEmails, onCreate }: CreateStaffFormProps) {
  const idPrefix = `create-staff${useId().replace(/:/g, '')}`;
  const headingId = `${idPrefix}-heading`;
  const form = useForm<NewStaffDraft, unknown, NewStaffAccount>({
    ...ON_SUBMIT,
    defaultValues: EMPTY_NEW_DRAFT,
    resolver: checkedResolver((draft) =>
      validateNewStaff(
        // A teacher's username starts as the part of the email before the @, as registration's does.
        draft.role === 'teacher' && !draft.username.trim()
          ? { ...draft, username: emailLocalPart(draft.email) }
          : draft,
        staff,
        accountEmails,
      ),
    ),
  });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const { errors } = formState;
  const clearError = clearErrorOnEdit(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A second press while the first is on its way must not send a second account.
  const once = useSubmitOnce();
  const [role, email, name] = useWatch({ control, name: ['role', 'email', 'name'] });
  const teacher = role === 'teacher';

  const create = async (values: NewStaffAccount) => {
    setPending(true);
    try {
      const { id } = await createStaffAccount(values);
      const kept = onCreate({ name: values.name, email: values.email, role: values.role }, id);
      notify.success(
        `${values.name} can now sign in as ${values.role === 'admin' ? 'an admin' : 'a teacher'} with ${values.email} and the password you chose.`,
      );
      reset({ ...EMPTY_NEW_DRAFT, role: values.role });
      // The account exists either way; only the local list could not take it.
      if (!kept) setFailure(STAFF_NOT_LISTED_MESSAGE);
    } catch (error) {
      const failed = staffFailure(error);
      if ('errors' in failed) showFieldProblems(setError, failed.errors, FIELD_ORDER);
      else setFailure(failed.form);
    } finally {
      setPending(false);
    }
  };
  const submit = () => {
    setFailure(null);
    return submitValid(handleSubmit, create);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        Add a staff user
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Creates a real account for a teacher or an admin, who then signs in with this email and the first
        password.
      </p>
      <form
        noValidate
        onSubmit={(event) => once.submit(event, submit)}
        onClickCapture={once.skipRepeatedClick}
        onChange={(event) => {
          setFailure(null);
          clearError(event);
        }}
        aria-busy={pending || undefined}
        className="mt-4 grid gap-4 md:grid-cols-3 md:items-start"
      >
        <StaffFields
          idPrefix={idPrefix}
          fields={{ name: register('name'), email: register('email'), role: register('role') }}
          errors={{ name: errors.name?.message, email: errors.email?.message, role: errors.role?.message }}
          name={name}
        />
        <TextField
          id={`${idPrefix}-phoneNumber`}
          label="Phone"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PHONE_LENGTH}
          {...register('phoneNumber')}
          error={errors.phoneNumber?.message}
          hint={`${PHONE_LENGTH} digits, no spaces.`}
        />
        {teacher && (
          <TextField
            id={`${idPrefix}-username`}
            label="Username"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX_LENGTH}
            {...register('username')}
            error={errors.username?.message}
            placeholder={emailLocalPart(email) || undefined}
            hint="Empty: the part of the email before the @."
          />
        )}
        <TextField
          id={`${idPrefix}-password`}
          label="First password"
          required
          type="password"
          autoComplete="new-password"
          {...register('password')}
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Give it to them privately.`}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700 md:col-span-3 dark:text-red-400">
            {failure}
          </p>
        )}
        <div className="md:col-span-3">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? 'Creating account…' : 'Add staff user'}
          </Button>
        </div>
      </form>
    </section>
  );
}
