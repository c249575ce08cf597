import type { ToastOptions } from 'react-toastify/unstyled';
import { createChangeSignal } from '@/lib/storage/change-signal';

/**
 * Toasts without react-toastify in the caller's chunk: the library loads with the first toast, and so does the
 * root layout's container (see `toastsWanted`), so a page that raises no toast loads and runs none of it. A
 * toast raised before the container is there waits in the library's queue. Always the `unstyled` entry, as the
 * container's: one module, one toast store (its CSS loads with the container, see toasts.tsx).
 *
 * When the toast code cannot be loaded (a network fault), the message is not lost: it is shown inline instead
 * (`inlineNotices`, rendered by the root layout).
 */
type Kind = 'success' | 'error' | 'info';

export interface InlineNotice {
  id: number;
  kind: Kind;
  message: string;
}

let wanted = false;
let toastsBroken = false;
let inline: readonly InlineNotice[] = [];
let lastId = 0;
const changes = createChangeSignal();
const inlineChanges = createChangeSignal();
/** Shown inline at most this many at once: the newest. */
const INLINE_LIMIT = 3;

function showInline(kind: Kind, message: string): void {
  inline = [...inline, { id: ++lastId, kind, message }].slice(-INLINE_LIMIT);
  inlineChanges.emit();
}

// The last messages handed to the toast library: if its container then fails to load, they are shown inline.
// `shown`: already inline. When the library itself cannot load, both this message's import and the container's
// fail, and each would show it.
interface HandedOver {
  kind: Kind;
  message: string;
  at: number;
  shown: boolean;
}
let handedOver: HandedOver[] = [];
const HANDED_OVER_MS = 10_000;

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (toastsBroken) return showInline(kind, message);
  const handed: HandedOver = { kind, message, at: Date.now(), shown: false };
  handedOver = [...handedOver, handed].slice(-INLINE_LIMIT);
  if (!wanted) {
    wanted = true;
    changes.emit();
  }
  import('react-toastify/unstyled')
    .then(({ toast }) => toast[kind](message, options))
    .catch(() => {
      if (handed.shown) return;
      handed.shown = true;
      showInline(kind, message);
    });
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

/** The toast container's code could not be loaded: from now on every message is shown inline. */
export function toastsUnavailable(): void {
  toastsBroken = true;
  const now = Date.now();
  for (const m of handedOver)
    if (now - m.at < HANDED_OVER_MS && !m.shown) {
      m.shown = true;
      showInline(m.kind, m.message);
    }
  handedOver = [];
}

const NONE: readonly InlineNotice[] = [];

/** Messages the toast code could not show, for useSyncExternalStore. */
export const inlineNotices = {
  subscribe: inlineChanges.subscribe,
  get: (): readonly InlineNotice[] => inline,
  getServer: (): readonly InlineNotice[] => NONE,
};

export function dismissInlineNotice(id: number): void {
  inline = inline.filter((n) => n.id !== id);
  inlineChanges.emit();
}
