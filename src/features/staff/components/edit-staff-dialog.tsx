import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ON_SUBMIT, checkedResolver, clearErrorOnEdit } from '@/components/ui/form-rules';
import type { StaffUser } from '@/entities/staff/staff-store';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { validateStaff, type StaffDraft, type StaffValues } from '../staff-rules';
import { StaffFields } from './staff-fields';

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
  const form = useForm<StaffDraft, unknown, StaffValues>({
    ...ON_SUBMIT,
    defaultValues: { name: record.name, email: record.email, role: record.role },
    resolver: checkedResolver((draft) => validateStaff(draft, staff, record.id)),
  });
  const { register, handleSubmit, control, formState } = form;
  const name = useWatch({ control, name: 'name' });
  const { errors } = formState;
  const [saveFailed, setSaveFailed] = useState(false);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => setSaveFailed(!onSave(record.id, values)))}
      onChange={clearErrorOnEdit(form)}
      className="space-y-4"
    >
      <StaffFields
        idPrefix={idPrefix}
        fields={{ name: register('name'), email: register('email'), role: register('role') }}
        errors={{ name: errors.name?.message, email: errors.email?.message, role: errors.role?.message }}
        name={name}
      />
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
