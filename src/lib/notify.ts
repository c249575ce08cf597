import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts without react-toastify in the caller's chunk: the library loads with the first toast, and the root
 * layout's container (mounted after hydration) shows it; a toast raised before the container is there waits in
 * the library's queue. Always the `unstyled` entry, as the container's: one module, one toast store (its CSS is
 * in the app's stylesheet, see main.tsx).
 */
type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options?: ToastOptions) {
  void import('react-toastify/unstyled').then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
