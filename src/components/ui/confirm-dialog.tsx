import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useSubmitOnce } from './use-submit-once';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, for the thing named; shown under the title. */
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs (it is disabled meanwhile). */
  pendingLabel: string;
  /** The destructive action: the dialog closes when it resolves, and stays open with `failureText` when it throws. */
  onConfirm: () => Promise<void>;
  failureText: (error: unknown) => string;
  onClose: () => void;
}

/**
 * The confirmation before a destructive write to the server: Cancel, or the danger button, which runs once (a
 * second press while it runs does nothing) and shows why it failed inside the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
  failureText,
  onClose,
}: ConfirmDialogProps) {
  const once = useSubmitOnce();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dismiss = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog open={open} size="sm" title={title} onClose={dismiss} description={description}>
      {failure && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline2" onClick={dismiss}>
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          disabled={pending}
          onClick={(e) =>
            once.press(e, async () => {
              setFailure(null);
              setPending(true);
              try {
                await onConfirm();
                dismiss();
              } catch (error) {
                setFailure(failureText(error));
              } finally {
                setPending(false);
              }
            })
          }
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
