import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '@/lib/storage/change-signal';

/** Chromium's install offer (not in lib.dom): `prompt()` shows the browser's install dialog, once per event. */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms?: readonly string[];
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<unknown>;
}

declare global {
  interface Window {
    /** Set by the inline script in index.html, which catches an offer made before the app has loaded. */
    __installPrompt?: BeforeInstallPromptEvent | null;
  }
}

const changes = createChangeSignal({
  onFirst() {
    window.addEventListener('beforeinstallprompt', capture);
    window.addEventListener('appinstalled', forget);
  },
  onLast() {
    window.removeEventListener('beforeinstallprompt', capture);
    window.removeEventListener('appinstalled', forget);
  },
});

function isInstallPrompt(value: unknown): value is BeforeInstallPromptEvent {
  return value instanceof Event && typeof (value as { prompt?: unknown }).prompt === 'function';
}

/** The same capture as index.html's inline script, for an offer made after the app has loaded. */
function capture(event: Event) {
  if (!isInstallPrompt(event)) return;
  // Without this Chromium shows its own mini-infobar; the banner and overlay offer installation instead.
  event.preventDefault();
  window.__installPrompt = event;
  changes.emit();
}

function forget() {
  window.__installPrompt = null;
  changes.emit();
}

const subscribe = changes.subscribe;

/** The browser's pending install offer, or null when it has made none (or it has been used). */
export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  const saved = typeof window === 'undefined' ? null : window.__installPrompt;
  return isInstallPrompt(saved) ? saved : null;
}

/** Whether the browser offers installation now. A prerendered page says no; the offer shows after hydration. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getInstallPrompt() !== null,
    () => false,
  );
}

/**
 * Shows the browser's install dialog. The offer is consumed first: `prompt()` works once per event, so the
 * banner and overlay stop offering installation whatever the person answers.
 */
export async function promptInstall(): Promise<void> {
  const event = getInstallPrompt();
  if (!event) return;
  forget();
  try {
    await event.prompt();
  } catch (error) {
    // The browser refused (no user gesture, already shown): nothing to show the person.
    console.warn('The install prompt could not be shown.', error);
  }
}
