/**
 * A screen's code that no longer exists on the server (a release replaced it while this tab was open, and no
 * worker kept it) or cannot be fetched. Online, the app loads the page the person asked for afresh, once: drafts
 * live in storage, so nothing typed is lost. Offline, or when that did not help, the error reaches the route's
 * error element, which says so inside the layout with Retry.
 */
import { isOffline } from '@/lib/http/messages';
import { readSessionJson, writeSessionJson } from '@/lib/storage/session-storage';

const KEY = 'codershub:reloaded-for';
/** A reload for the same address within this long did not help: do not loop. */
const ONCE_MS = 30_000;

function reloadedRecently(url: string): boolean {
  const note = readSessionJson(KEY);
  if (!Array.isArray(note) || note[1] !== url || typeof note[0] !== 'number') return false;
  return Date.now() - note[0] < ONCE_MS;
}

/** `target` gives the path (with its query and hash) of the page to load afresh. */
export function recoverFromMissingCode(target: () => string): () => void {
  const onPreloadError = (event: Event) => {
    const url = target();
    if (isOffline() || reloadedRecently(url)) return;
    // Without a note of it, a reload could repeat forever.
    if (!writeSessionJson(KEY, [Date.now(), url])) return;
    event.preventDefault();
    // Joined to this site's origin, never resolved: a path such as //host/x would otherwise leave the site.
    window.location.assign(`${window.location.origin}${url}`);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
