import { useId, useLayoutEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type ModalProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel'> & {
  /** Escape, a click on the backdrop, or the platform closing it: the owner decides, by unmounting it. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * The native modal dialog, shown with showModal() while mounted: the browser moves focus in, keeps the page
 * behind inert (and, index.css, still), closes on Escape and gives focus back to the opener on close. Its content fills its box, so a
 * click whose target is the <dialog> itself landed on the backdrop. Rendered into <body>: a form or a list
 * around the opener must not hold it.
 */
export function Modal({ onClose, children, ...rest }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  // False once this component closes the dialog itself (as it unmounts): that close is no request to the owner.
  const shown = useRef(false);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // A layout effect: focus is inside in the same frame the dialog appears, and closing before it leaves the
  // document is what hands focus back.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    node.showModal();
    shown.current = true;
    return () => {
      shown.current = false;
      node.close();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      {...rest}
      onCancel={(e) => {
        // The owner closes it (it may keep it open); the browser only asks.
        e.preventDefault();
        close.current();
      }}
      onClose={() => {
        // Closed by the browser although asked not to (a repeated Escape): the owner follows.
        if (shown.current) close.current();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close.current();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Optional description under the title, read out when the dialog opens. */
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A titled modal panel: Escape, the backdrop and its close button close it. */
export function Dialog({ open, title, onClose, children, description, size = 'md' }: DialogProps) {
  const titleId = useId();
  const descId = useId();

  if (!open) return null;
  const width = size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg';
  return (
    <Modal
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      className={`m-auto w-[calc(100%-2rem)] ${width} max-h-[90vh] overflow-hidden rounded-2xl bg-white text-inherit shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900`}
    >
      <div className="max-h-[90vh] overflow-y-auto p-6 wrap-anywhere">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onClose()}
            aria-label="Close dialog"
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description && (
          <div id={descId} className="mb-4 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </div>
        )}
        {children}
      </div>
    </Modal>
  );
}
