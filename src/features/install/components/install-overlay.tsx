import { Suspense, lazy, type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { clearInstallOffer, isInstallOfferRequested, subscribeInstallFlag } from '@/lib/storage/install-flag';
import { useCanInstall } from '../install-prompt';

// Shown to few visitors, once: its code loads only when it opens.
const InstallDialog = lazy((): Promise<{ default: ComponentType<{ onClose: () => void }> }> =>
  import('./install-dialog').catch(() => ({
    // A network fault: the offer is dropped (the browser's own install menu still works), never an error screen.
    default: function InstallUnavailable({ onClose }: { onClose: () => void }) {
      useEffect(onClose, [onClose]);
      return null;
    },
  })),
);

/**
 * The full-screen 'Download App' / 'Skip' offer. It opens when the browser offers installation and the stored
 * `showInstall` flag is up (src/lib/storage/install-flag.ts), lowers the flag once shown, and closes by itself if the
 * offer goes away (the app was installed from the browser's own menu).
 */
export function InstallOverlay() {
  const canInstall = useCanInstall();
  const requested = useSyncExternalStore(subscribeInstallFlag, isInstallOfferRequested, () => false);
  const [open, setOpen] = useState(false);
  // Latched: lowering the flag below must not close what is on screen; a spent offer closes it for good.
  if (canInstall && requested && !open) setOpen(true);
  if (!canInstall && open) setOpen(false);

  useEffect(() => {
    if (open) clearInstallOffer();
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
