import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useState } from 'react';
import type { StaffUser } from '@/entities/staff/staff-store';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';

interface DeleteStaffDialogProps {
  /** The record to delete; null when the dialog is closed. */
  record: StaffUser | null;
  /** False when the deletion could not be kept (storage full or blocked): the dialog stays open and says so. */
  onConfirm: (id: string) => boolean;
  onClose: () => void;
}

export function DeleteStaffDialog({ record, onConfirm, onClose }: DeleteStaffDialogProps) {
  const [failedId, setFailedId] = useState<string | null>(null);
  return (
    <Dialog
      open={record !== null}
      size="sm"
      title="Delete this staff user?"
      onClose={onClose}
      description={
        record && (
          <>
            <strong className="font-semibold text-slate-900 dark:text-white">{record.name}</strong> (
            {record.email}) will be removed from the staff list in this browser. This cannot be undone.
          </>
        )
      }
    >
      {record && failedId === record.id && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {STORAGE_WRITE_FAILED_MESSAGE}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline2" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => record && setFailedId(onConfirm(record.id) ? null : record.id)}
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
