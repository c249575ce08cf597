import type { ToastOptions } from 'react-toastify';

/**
 * Toasts on demand. react-toastify (its code and the stylesheet it injects, which makes the browser restyle
 * the whole page) loads at the first sign of a person using the page (see `prepareToasts`) or with the first
 * toast, never while a page loads: `notify` asks the root layout to mount the container and hands the message
 * to the library, which keeps it until the container is there.
 */
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for in this page's life (for useSyncExternalStore). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the container ahead of the first toast, so a form's success message shows without a wait. */
export function prepareToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: string, options?: ToastOptions) {
  prepareToasts();
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
