import { setupWorker } from 'msw/browser';
import { configureDemo } from './config';
import { handlers } from './handlers';

/** Starts the demo API in the browser: data persists in localStorage and answers arrive after a realistic delay. */
export async function startDemoApi(): Promise<void> {
  configureDemo({ persist: true, latencyMs: 250 });
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
