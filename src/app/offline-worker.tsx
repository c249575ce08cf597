import { useEffect, useSyncExternalStore } from 'react';
import { applyUpdate, registerOfflineWorker, updateAvailable } from './service-worker';

/**
 * Registers the offline worker once the page has loaded (it then downloads the release in the background, which
 * must not compete with the page's own loading), and offers a new release when one is waiting.
 */
export default function OfflineWorker() {
  useEffect(() => {
    const register = () => void registerOfflineWorker().catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  const available = useSyncExternalStore(
    updateAvailable.subscribe,
    updateAvailable.get,
    updateAvailable.getServer,
  );
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-toast mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <span>Update available — reload to use the new version.</span>
      <button
        type="button"
        onClick={() => void applyUpdate()}
        className="rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-white"
      >
        Reload
      </button>
    </div>
  );
}
