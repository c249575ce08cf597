import { useId, useState } from 'react';
import { notify } from '@/lib/ui/notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { emailLocalPart } from '@/lib/validation/email';
import type { StaffUser } from '@/entities/staff/staff-store';
import { USERNAME_MAX_LENGTH } from '@/lib/validation/username';
import { createStaffAccount, staffFailure } from '../api/create-staff';
import {
  EMPTY_NEW_DRAFT,
  validateNewStaff,
  type NewStaffDraft,
  type StaffErrors,
  type StaffValues,
} from '../staff-rules';
import { StaffFields, focusFirstError } from './staff-fields';

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
  const [draft, setDraft] = useState<NewStaffDraft>(EMPTY_NEW_DRAFT);
  const [errors, setErrors] = useState<StaffErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A second press while the first is on its way must not send a second account.
  const once = useSubmitOnce();
  const teacher = draft.role === 'teacher';

  const change = (field: keyof NewStaffDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = async () => {
    setFailure(null);
    // A teacher's username starts as the part of the email before the @, as registration's does.
    const filled =
      teacher && !draft.username.trim() ? { ...draft, username: emailLocalPart(draft.email) } : draft;
    const result = validateNewStaff(filled, staff, accountEmails);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(idPrefix, result.errors);
      return;
    }
    setPending(true);
    try {
      const { id } = await createStaffAccount(result.values);
      const { name, email, role } = result.values;
      const kept = onCreate({ name, email, role }, id);
      notify.success(
        `${name} can now sign in as ${role === 'admin' ? 'an admin' : 'a teacher'} with ${email} and the password you chose.`,
      );
      setDraft({ ...EMPTY_NEW_DRAFT, role: draft.role });
      setErrors({});
      // The account exists either way; only the local list could not take it.
      if (!kept) setFailure(STAFF_NOT_LISTED_MESSAGE);
    } catch (error) {
      const failed = staffFailure(error);
      if ('errors' in failed) {
        setErrors(failed.errors);
        focusFirstError(idPrefix, failed.errors);
      } else setFailure(failed.form);
    } finally {
      setPending(false);
    }
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
        aria-busy={pending || undefined}
        className="mt-4 grid gap-4 md:grid-cols-3 md:items-start"
      >
        <StaffFields idPrefix={idPrefix} draft={draft} errors={errors} onChange={change} />
        <TextField
          id={`${idPrefix}-phoneNumber`}
          label="Phone"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PHONE_LENGTH}
          value={draft.phoneNumber}
          error={errors.phoneNumber}
          hint={`${PHONE_LENGTH} digits, no spaces.`}
          onChange={(e) => change('phoneNumber', e.target.value)}
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
            value={draft.username}
            error={errors.username}
            placeholder={emailLocalPart(draft.email) || undefined}
            hint="Empty: the part of the email before the @."
            onChange={(e) => change('username', e.target.value)}
          />
        )}
        <TextField
          id={`${idPrefix}-password`}
          label="First password"
          required
          type="password"
          autoComplete="new-password"
          value={draft.password}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Give it to them privately.`}
          onChange={(e) => change('password', e.target.value)}
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
