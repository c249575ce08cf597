/**
 * A screen's code that no longer exists on the server (a release replaced it while this tab was open, and no
 * worker kept it) or cannot be fetched. Online, the app loads the page the person asked for afresh, once: drafts
 * live in storage, so nothing typed is lost. Offline, or when that did not help, the error reaches the route's
 * error element, which says so inside the layout with Retry.
 */
const KEY = 'codershub:reloaded-for';
/** A reload for the same address within this long did not help: do not loop. */
const ONCE_MS = 30_000;

function reloadedRecently(url: string): boolean {
  try {
    const [at, seen] = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as [number, string];
    return seen === url && Date.now() - at < ONCE_MS;
  } catch {
    return false;
  }
}

export function recoverFromMissingCode(target: () => string): () => void {
  const onPreloadError = (event: Event) => {
    const url = target();
    if (navigator.onLine === false || reloadedRecently(url)) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify([Date.now(), url]));
    } catch {
      return; // without a note of it, a reload could repeat forever
    }
    event.preventDefault();
    window.location.assign(url);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
