import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { createQueryClient } from './app/query-client';
import { beginHydration, endHydration } from './lib/use-hydrated';
import { yieldToMain } from './lib/yield-to-main';
// react-toastify's stylesheet with the app's: the library would otherwise inject it when the toast container
// mounts after hydration, restyling the whole page in one long task (~25 ms on a fast CPU, 4× that on a phone).
import 'react-toastify/ReactToastify.css';
import './index.css';

async function start() {
  // Evaluating the modules above is one task; start-up goes on in tasks of its own (long tasks block input).
  await yieldToMain();
  // Demo mode only: with VITE_API_BASE_URL set this branch is dead code and the MSW chunk is not in the build.
  // Written as a bare env check so the bundler folds it to a constant.
  if (!import.meta.env.VITE_API_BASE_URL) {
    try {
      const { startDemoApi } = await import('./mocks/browser');
      await startDemoApi();
    } catch (error) {
      console.error('The demo API could not start; requests will fail.', error);
    }
  }
  const queryClient = createQueryClient();
  const router = await createAppRouter(queryClient);
  // The first page's modules (and the request layer's schemas) were just evaluated: hydrate in a task of its own.
  await yieldToMain();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // index.html keeps the prerendered markup only when it belongs to this path (see its inline script).
  // As a transition, React hydrates and renders in slices that leave the main thread free for input.
  startTransition(() => {
    if (container.firstElementChild) {
      beginHydration();
      // What mounts on the first location belongs to the prerendered page; a navigation ends that.
      const first = router.state.location;
      const stop = router.subscribe((state) => {
        if (state.location === first) return;
        endHydration();
        stop();
      });
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
}

// Started from a microtask, once this module's top level has returned. DevTools and Lighthouse record a JS stack
// with each timer, yield and request, and a stack that holds the entry's top level makes V8 re-parse the whole
// entry script for its line numbers: tens of milliseconds on a phone, in the entry's long task. Users without
// DevTools never pay it; every performance measurement did.
queueMicrotask(() => void start());
