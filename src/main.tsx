import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import './index.css';

// Not top-level await: every lazy chunk imports this one (the shared code lives here), so a route's module could
// not finish loading while this module still waited for the router.
async function start(): Promise<Root> {
  // Demo mode only: with VITE_API_BASE_URL set this branch is dead code and the MSW chunk is not in the build.
  // Written as a bare env check so the bundler folds it to a constant.
  if (!import.meta.env.VITE_API_BASE_URL)
    await import('./mocks/browser')
      .then((demo) => demo.startDemoApi())
      .catch((error) => console.error('The demo API could not start; requests will fail.', error));
  // React's renderer (a third of the up-front code) is fetched and evaluated beside the router, not before it:
  // the route's modules and its data are already on their way when rendering can start. Every page's HTML preloads
  // it (scripts/build.mjs), so it costs no round trip of its own. The router asks for the route's loader first: the
  // browser finishes imports in the order they were asked for, so the data request leaves before the renderer's
  // evaluation rather than after it.
  const routed = createAppRouter();
  const renderer = import('react-dom/client');
  const router = await routed;
  const { createRoot, hydrateRoot } = await renderer;
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The fallback page has nothing in #root: the app renders from scratch, in a transition's slices too.
  if (!container.firstElementChild) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return root;
  }
  // A prerendered page is hydrated, in a transition: in slices that leave the main thread free for input.
  let root!: Root;
  startTransition(() => void (root = hydrateRoot(container, app)));
  return root;
}

/** The app's React root once it has started (the start-up test unmounts it when it is done). */
export const started = start();
// index.html's inline script tells the person when the app cannot start, and offers Reload: it is told either way.
started.then(
  () => dispatchEvent(new Event('codershub:started')),
  (error: unknown) => {
    console.error('The app could not start.', error);
    dispatchEvent(new Event('codershub:start-failed'));
  },
);
