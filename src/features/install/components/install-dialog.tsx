import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { promptInstall } from '../install-prompt';

/**
 * The install offer as a full-screen modal: focus starts on 'Download App' and stays inside, Escape skips, and
 * focus returns where it was when it closes. Its content covers the screen, so no click lands on a backdrop.
 */
export default function InstallDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const textId = useId();

  const download = () => {
    // prompt() must run inside the click, before anything is awaited.
    void promptInstall();
    onClose();
  };

  return (
    <Modal
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent text-inherit"
    >
      <div className="flex min-h-full flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 to-white p-6 text-center dark:from-slate-900 dark:to-slate-950">
        <img
          src="/icons/icon-192.png"
          width={96}
          height={96}
          alt=""
          className="h-24 w-24 rounded-3xl shadow-lg shadow-brand-700/20"
        />
        <div className="max-w-md">
          <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
            Get the CodersHub app
          </h2>
          <p id={textId} className="mt-3 text-lg text-slate-700 dark:text-slate-300">
            Live classes, projects and jobs one tap away, in a window of their own.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={download}>
            Download App
          </Button>
          <Button size="lg" variant="outline2" onClick={onClose}>
            Skip
          </Button>
        </div>
      </div>
    </Modal>
  );
}
