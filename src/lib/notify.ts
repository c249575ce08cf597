import type { ToastOptions } from 'react-toastify/unstyled';
import { createChangeSignal } from './change-signal';

/**
 * Toasts without react-toastify in the caller's chunk: the library loads with the first toast, and so does the
 * root layout's container (see `toastsWanted`), so a page that raises no toast loads and runs none of it. A
 * toast raised before the container is there waits in the library's queue. Always the `unstyled` entry, as the
 * container's: one module, one toast store (its CSS is in the app's stylesheet, see main.tsx).
 */
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const changes = createChangeSignal();

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    changes.emit();
  }
  void import('react-toastify/unstyled').then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** For useSyncExternalStore: true from the first toast on, when the toast container is needed. */
export const toastsWanted = {
  subscribe: changes.subscribe,
  get: (): boolean => wanted,
  getServer: (): boolean => false,
};
