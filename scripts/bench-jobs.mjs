/* global document, window, MutationObserver, requestAnimationFrame */
// The jobs board at scale: for a demo board of N jobs, prints the time to the first card, the DOM size, the JS heap
// and the slowest keystroke in the board's search, measured on the production build in Debian's Chromium.
// Usage: node scripts/bench-jobs.mjs [N …]   (default 100 2000 10000)
//   BENCH_RUNS=2      runs per N (each in a fresh browser profile)
//   BENCH_PORT=4307   where the build is served
//   BENCH_DIR=dist-bench, BENCH_REBUILD=1 to build again (a missing build is always built)
//   BENCH_API=http    against a backend over HTTP instead: the build points VITE_API_BASE_URL at
//                     scripts/demo-api-server.mjs (restarted with N generated jobs for each N), so no mock code runs
//                     in the page; BENCH_API_PORT=5057, BENCH_LATENCY=0 (ms the server waits before each answer)
//   BENCH_FILTERED='/career?sort=pay&minPay=25000&mode=remote'   the filtered and sorted view, measured after the
//                     plain board in each run ('' to skip it)
//   BENCH_CPU=4       slow the page's CPU down this many times (DevTools' CPU throttling) during the measured visit
//   BENCH_MAIN_THREAD=1   after each run, what kept the main thread busy before the first card, from the page's
//                     long animation frames: style and layout, and script time by file
// Each size ends with the medians of its runs (the plain board): first contentful paint, jobs request sent, first
// card, and the first card over the first paint of the same load (a ratio within one load, so the host's speed
// cancels out).
// Each run first opens /career?demoJobs=N (the demo API reseeds its jobs table and keeps the recipe), then measures a
// fresh visit to /career, the board as a visitor meets it. The demo API answers after a simulated 250 ms and runs in
// the page itself, so its copy of the N jobs is part of the heap figure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { median } from './lighthouse-stats.mjs';

const sizes = process.argv.slice(2).map(Number).filter(Number.isFinite);
const counts = sizes.length > 0 ? sizes : [100, 2000, 10000];
const runs = Number(process.env.BENCH_RUNS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 4307);
const overHttp = process.env.BENCH_API === 'http';
const apiPort = Number(process.env.BENCH_API_PORT ?? 5057);
const latency = Number(process.env.BENCH_LATENCY ?? 0);
const cpuRate = Number(process.env.BENCH_CPU ?? 1);
const apiBase = overHttp ? `http://127.0.0.1:${apiPort}` : '';
const dir = process.env.BENCH_DIR ?? (overHttp ? 'dist-bench-http' : 'dist-bench');
const base = `http://127.0.0.1:${port}`;
const WORD = 'developer';
const KEY_DELAY_MS = 200;

if (process.env.BENCH_REBUILD === '1' || !existsSync(join(dir, 'career', 'index.html'))) {
  console.log(`building the demo into ${dir} …`);
  const built = spawnSync(process.execPath, ['scripts/build.mjs', dir], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiBase },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', String(port), dir], { stdio: 'ignore' });
const stop = () => server.kill();
process.on('exit', stop);
async function waitForServer(url) {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error(`no server on ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
await waitForServer(base);

/** Over HTTP: a demo API server holding n generated jobs (the previous one stopped first). */
let api = null;
async function startApi(n) {
  if (api) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill();
    await exited;
  }
  // Another server on the port would answer in its place, with its own jobs: a board of the wrong size.
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`Port ${apiPort} is taken: stop what listens there first`)))
      .listen(apiPort, '127.0.0.1', () => probe.close(resolve));
  });
  api = spawn(
    process.execPath,
    ['scripts/demo-api-server.mjs', String(apiPort), String(latency), String(n)],
    {
      stdio: 'ignore',
    },
  );
  process.on('exit', () => api?.kill());
  await waitForServer(`${apiBase}/v1/jobs/all`);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});

const CARD = 'section[aria-labelledby="job-results"] article';
/**
 * When the first job card is on screen (performance.now(), ms since navigation start), timed by the page itself:
 * call before `goto`, await what it returns after. Playwright's own polling would run its injected script and a
 * check in every frame of the very load it measures.
 * Here a mutation observer waits for the first card in the DOM, then each frame checks that its title has a box, and
 * the page writes the time to its console. The title, not the card: a box with `content-visibility: auto` has its
 * placeholder size before its contents are laid out, and asking for a box inside it lays them out first.
 */
async function timeFirstCard(page) {
  await page.addInitScript((card) => {
    // Every frame that kept the main thread busy 50 ms or more, with the scripts that ran in it (Long Animation
    // Frames): what the page did between its first paint and its first card.
    const frames = [];
    Object.assign(window, { longFrames: frames });
    new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({
      type: 'long-animation-frame',
      buffered: true,
    });
    new MutationObserver((_, observer) => {
      if (!document.querySelector(card)) return;
      observer.disconnect();
      requestAnimationFrame(function check() {
        const first = document.querySelector(card);
        if (first?.querySelector('h3')?.getBoundingClientRect().height)
          console.debug(`first-card ${performance.now()}`);
        else requestAnimationFrame(check);
      });
    }).observe(document, { childList: true, subtree: true });
  }, CARD);
  const message = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith('first-card '),
    timeout: 120_000,
  });
  return () => message.then((m) => Number(m.text().split(' ')[1]));
}

const FILTERED = process.env.BENCH_FILTERED ?? '/career?sort=pay&minPay=25000&mode=remote';
const VIEWS = ['/career', ...(FILTERED ? [FILTERED] : [])];

async function measure(n, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!overHttp) {
    const seeding = await context.newPage();
    const seeded = await timeFirstCard(seeding);
    await seeding.goto(`${base}/career?demoJobs=${n}`);
    await seeding.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await seeded();
    await seeding.close();
  }

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const cardShown = await timeFirstCard(page);
  await page.goto(`${base}${path}`);
  const firstCardMs = await cardShown();
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  const mainThread = await page.evaluate(longFramesBefore, firstCardMs);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForTimeout(1000);
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  // When the board asked for the jobs and when the whole answer was in: what lies between is the demo API's work
  // (its simulated latency, serialising N jobs, the service worker's hand-over); after it, the app's own.
  const [request] = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/v1/jobs/all'))
      .map((r) => [Math.round(r.startTime), Math.round(r.responseEnd)]),
  );

  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');

  // Input to next paint of every key, from the Event Timing API (it reports interactions of 16 ms and more).
  await page.evaluate(() => {
    const slow = [];
    Object.assign(window, { keyLatencies: slow });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) slow.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const box = page.getByRole('searchbox', { name: 'Search jobs' });
  await box.click();
  await page.waitForTimeout(300);
  await page.evaluate(() => window.keyLatencies.splice(0));
  await box.pressSequentially(WORD, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(1000);
  const latencies = await page.evaluate(() => window.keyLatencies);
  const count = await page.locator('section[aria-labelledby="job-results"] [role="status"]').textContent();
  await context.close();
  return {
    fcpMs: Math.round(fcpMs),
    firstCardMs: Math.round(firstCardMs),
    ratio: Math.round((firstCardMs / fcpMs) * 100) / 100,
    requestStart: request ? request[0] : NaN,
    requestMs: request ? `${request[0]}–${request[1]}` : '?',
    domElements,
    heapMb: Math.round((usedSize / 1024 / 1024) * 10) / 10,
    slowestKeyMs: latencies.length ? Math.round(Math.max(...latencies)) : '<16',
    afterSearch: count,
    mainThread,
  };
}

/**
 * Runs in the page: the long frames that began before the first card, their time summed into style and layout and
 * script by file (biggest first). What neither covers is the browser's own work: parsing the HTML, painting.
 */
function longFramesBefore(cardMs) {
  const frames = window.longFrames.filter((f) => f.startTime < cardMs);
  const byFile = {};
  for (const f of frames)
    for (const s of f.scripts) {
      const file =
        s.sourceURL.replace(/.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') ||
        `${s.invokerType} (no file: this benchmark's own check)`;
      byFile[file] = (byFile[file] ?? 0) + s.duration;
    }
  const style = frames.reduce(
    (sum, f) => sum + (f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0),
    0,
  );
  const busy = frames.reduce((sum, f) => sum + f.duration, 0);
  const scripts = Object.entries(byFile)
    .sort((a, b) => b[1] - a[1])
    .map(([file, ms]) => `${file} ${Math.round(ms)}`)
    .join(', ');
  return `${Math.round(busy)} ms in ${frames.length} long frames: style and layout ${Math.round(style)}; scripts: ${scripts}`;
}

console.log(
  `jobs board benchmark: ${base}, ${runs} run(s) per size, search typed: "${WORD}", API: ` +
    (overHttp ? `${apiBase} over HTTP, ${latency} ms latency` : 'the in-browser demo (250 ms latency)') +
    (cpuRate > 1 ? `, CPU slowed ${cpuRate}×` : ''),
);
console.log(
  'jobs\trun\tview\tFCP (ms)\tfirst card (ms)\tcard/FCP\tjobs request (ms)\tDOM elements\tJS heap (MB)\tslowest key (ms)\tstatus after search',
);
for (const n of counts) {
  if (overHttp) await startApi(n);
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const path of VIEWS) {
      const r = await measure(n, path);
      if (path === '/career') results.push(r);
      console.log(
        `${n}\t${run}\t${path}\t${r.fcpMs}\t${r.firstCardMs}\t${r.ratio}\t${r.requestMs}\t${r.domElements}\t${r.heapMb}\t${r.slowestKeyMs}\t${r.afterSearch}`,
      );
      if (process.env.BENCH_MAIN_THREAD === '1') console.log(`\tbefore the first card: ${r.mainThread}`);
    }
  }
  // Rounded: the median of an even number of runs is a mean, and 4.14 reads better than 4.140000000000001.
  const m = (key) => Math.round(median(results.map((r) => r[key])) * 100) / 100;
  console.log(
    `${n} jobs, median of ${runs}: FCP ${m('fcpMs')} ms, jobs request sent at ${m('requestStart')} ms, ` +
      `first card ${m('firstCardMs')} ms, first card / FCP ${m('ratio')}`,
  );
}
await browser.close();
api?.kill();
stop();
