import { Workbox } from 'workbox-window';
import { createChangeSignal } from '@/lib/storage/change-signal';

/**
 * The offline worker (src/sw/sw.ts), in builds for a real backend only: the demo's API is MSW's worker, which
 * needs the same scope. A new release installs in the background and waits; the person is offered "Update
 * available — reload", and the release takes over when they accept, or at their next full load.
 */
let waiting: Workbox | null = null;
const changes = createChangeSignal();

export const updateAvailable = {
  subscribe: changes.subscribe,
  get: (): boolean => waiting !== null,
  getServer: (): boolean => false,
};

/**
 * The person accepted: the waiting release takes over, and the page reloads into it. If another tab has already
 * let it take over, there is nothing left to wait for: reload.
 */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!waiting || !registration?.waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.messageSkipWaiting();
}

export async function registerOfflineWorker(): Promise<void> {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', (event) => {
    waiting = wb;
    // A release that was already waiting when this page loaded: this full load is where it takes over.
    if (event.wasWaitingBeforeRegister) void applyUpdate();
    else changes.emit();
  });
  await wb.register();
}
