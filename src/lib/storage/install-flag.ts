import { createChangeSignal } from '@/lib/storage/change-signal';
import { readRaw, remove, writeRaw } from '@/lib/storage/storage';

/**
 * The stored flag that asks the landing page to offer the app once (the spec's `showInstall`). Auth raises it
 * after a successful login or registration: someone who has just committed to an account is the one most likely
 * to want the app. The install overlay shows only when the flag is up and the browser offers installation, and
 * lowers the flag once it has shown.
 */
export const INSTALL_FLAG_KEY = 'showInstall';

const changes = createChangeSignal();

export function requestInstallOffer(): void {
  writeRaw(INSTALL_FLAG_KEY, 'true');
  changes.emit();
}

/** Exactly the text 'true' counts; anything else (missing, 'false', corrupt) does not. */
export function isInstallOfferRequested(): boolean {
  return readRaw(INSTALL_FLAG_KEY) === 'true';
}

/** The offer has been shown: it is not made again until the flag is raised again. */
export function clearInstallOffer(): void {
  remove(INSTALL_FLAG_KEY);
  changes.emit();
}

/** Changes to the flag in this tab and in others (for useSyncExternalStore). */
export function subscribeInstallFlag(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === INSTALL_FLAG_KEY || e.key === null) listener();
  };
  const unsubscribe = changes.subscribe(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
