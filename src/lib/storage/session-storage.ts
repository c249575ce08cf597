import { safeStorage } from '@/lib/storage/storage';

/**
 * This tab's sessionStorage, never throwing (see `safeStorage`): for what should outlive a reload or a trip to
 * /login but not the tab, such as a checkout in progress or a form's draft.
 */
export const {
  readJson: readSessionJson,
  writeJson: writeSessionJson,
  remove: removeSession,
} = safeStorage(() => globalThis.sessionStorage);
