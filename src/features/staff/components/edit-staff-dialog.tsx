import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { StaffUser } from '@/entities/staff/staff-store';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { validateStaff, type StaffDraft, type StaffErrors, type StaffValues } from '../staff-rules';
import { StaffFields, focusFirstError } from './staff-fields';

interface EditStaffDialogProps {
  /** The record being edited; null when the dialog is closed. */
  record: StaffUser | null;
  staff: readonly StaffUser[];
  /** False when the change could not be kept (storage full or blocked): the dialog stays open with the text. */
  onSave: (id: string, values: StaffValues) => boolean;
  onClose: () => void;
}

export function EditStaffDialog({ record, staff, onSave, onClose }: EditStaffDialogProps) {
  return (
    <Dialog open={record !== null} title="Edit staff user" onClose={onClose}>
      {/* Keyed by record so each opening starts from that record's values. */}
      {record && (
        <EditStaffForm key={record.id} record={record} staff={staff} onSave={onSave} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EditStaffForm({ record, staff, onSave, onClose }: EditStaffDialogProps & { record: StaffUser }) {
  const idPrefix = 'edit-staff';
  const [draft, setDraft] = useState<StaffDraft>({
    name: record.name,
    email: record.email,
    role: record.role,
  });
  const [errors, setErrors] = useState<StaffErrors>({});
  const [saveFailed, setSaveFailed] = useState(false);

  const change = (field: keyof StaffDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateStaff(draft, staff, record.id);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(idPrefix, result.errors);
      return;
    }
    setSaveFailed(!onSave(record.id, result.values));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <StaffFields idPrefix={idPrefix} draft={draft} errors={errors} onChange={change} />
      {saveFailed && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {STORAGE_WRITE_FAILED_MESSAGE}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline2" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Save changes</Button>
      </div>
    </form>
  );
}
