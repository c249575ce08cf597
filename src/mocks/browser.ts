import { setupWorker } from 'msw/browser';
import { configureDemo } from './config';
import { seedGeneratedJobs } from './db';
import { handlers } from './handlers';
import { parseDemoJobs } from './seed/jobs-at-scale';

/** `?demoJobs=N` on any URL reseeds the jobs board with N generated jobs (documented in the README). */
export const DEMO_JOBS_PARAM = 'demoJobs';

/** Reads the flag once, then takes it out of the address so the app's own links never carry it. */
function applyDemoJobsFlag(): void {
  const url = new URL(window.location.href);
  const count = parseDemoJobs(url.searchParams.get(DEMO_JOBS_PARAM));
  if (!url.searchParams.has(DEMO_JOBS_PARAM)) return;
  url.searchParams.delete(DEMO_JOBS_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (count !== null) seedGeneratedJobs(count);
}

/** Every demo answer waits this long, as a real backend would (part of any time measured against the demo). */
export const DEMO_LATENCY_MS = 250;

/** Starts the demo API in the browser: data persists in localStorage and answers arrive after a realistic delay. */
export async function startDemoApi(): Promise<void> {
  configureDemo({ persist: true, latencyMs: DEMO_LATENCY_MS });
  applyDemoJobsFlag();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
