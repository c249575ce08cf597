import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { StaffUser } from '@/lib/staff-store';

interface DeleteStaffDialogProps {
  /** The record to delete; null when the dialog is closed. */
  record: StaffUser | null;
  onConfirm: (id: string) => void;
  onClose: () => void;
}

export function DeleteStaffDialog({ record, onConfirm, onClose }: DeleteStaffDialogProps) {
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline2" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => record && onConfirm(record.id)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
