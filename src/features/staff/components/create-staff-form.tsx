import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import type { StaffUser } from '@/lib/staff-store';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage';
import {
  EMPTY_DRAFT,
  validateStaff,
  type StaffDraft,
  type StaffErrors,
  type StaffValues,
} from '../staff-rules';
import { StaffFields, focusFirstError } from './staff-fields';

interface CreateStaffFormProps {
  staff: readonly StaffUser[];
  /** False when the new user could not be kept (storage full or blocked). */
  onCreate: (values: StaffValues) => boolean;
}

export function CreateStaffForm({ staff, onCreate }: CreateStaffFormProps) {
  const idPrefix = `create-staff${useId().replace(/:/g, '')}`;
  const headingId = `${idPrefix}-heading`;
  const [draft, setDraft] = useState<StaffDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<StaffErrors>({});
  const [saveFailed, setSaveFailed] = useState(false);

  const change = (field: keyof StaffDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateStaff(draft, staff);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(idPrefix, result.errors);
      return;
    }
    // Storage full or blocked: say so beside the form and keep what was typed.
    const kept = onCreate(result.values);
    setSaveFailed(!kept);
    if (!kept) return;
    notify.success(
      `${result.values.name} was added as ${result.values.role === 'admin' ? 'an admin' : 'a teacher'}.`,
    );
    setDraft({ ...EMPTY_DRAFT, role: draft.role });
    setErrors({});
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
        Teachers and admins. Name and email are needed.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_10rem_auto] md:items-start"
      >
        <StaffFields idPrefix={idPrefix} draft={draft} errors={errors} onChange={change} />
        <Button type="submit" className="md:mt-6">
          Add staff user
        </Button>
        {saveFailed && (
          <p role="alert" className="text-sm font-medium text-red-700 md:col-span-4 dark:text-red-400">
            {STORAGE_WRITE_FAILED_MESSAGE}
          </p>
        )}
      </form>
    </section>
  );
}
