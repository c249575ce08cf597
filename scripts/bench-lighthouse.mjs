// A benchmark, not a check: Lighthouse (mobile settings, simulated throttling) on the production build, served
// with the demo API over HTTP as its backend. Each route is measured LH_RUNS times (5 by default) and reported as
// the median with the min and max, and whether the medians meet the bar (lighthouse-stats.mjs). The CPU slowdown
// is fitted to this machine before every run (lighthouse-cpu.mjs), so the emulated phone stays the same.
//
// Given two dist folders, it measures both in the same session, alternating runs (old, new, old, new …), so a
// slow spell of the host falls on both builds alike, and prints a table for each.
//
// Usage: node scripts/bench-lighthouse.mjs [dist=dist] [distNew]   (built with VITE_API_BASE_URL=API below)
//   LH_RUNS=5                          runs per route and build
//   LH_ROUTES=career,job-details       only the routes whose path contains one of these (/,/login: exactly these)
//   LH_CPU_MULTIPLIER=4                a fixed slowdown instead of fitting one to the host
//   LH_APP_PORT=4175 LH_API_PORT=5050  where the build (and the second build on the next port) and the API listen
//   LH_THROTTLING=devtools             applied throttling instead: the browser really waits out every round trip,
//                                      so a request that leaves after another shows (Lantern, which simulates, can
//                                      miss that). Not the bar, which is judged on simulated runs: no verdict.
// Each run also prints when the browser really showed the first paint, and whether it came before the stylesheet
// had arrived (the splash is inline-styled). The browser's version heads the tables, since it moves every figure.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuMultiplierFor, hostIndex } from './lighthouse-cpu.mjs';
import { BAR, missedBars, splashBeforeStyles, summarize } from './lighthouse-stats.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const RUNS = Number(process.env.LH_RUNS) || 5;
const FIXED_MULTIPLIER = Number(process.env.LH_CPU_MULTIPLIER) || undefined;
const APP_PORT = Number(process.env.LH_APP_PORT) || 4175;
const API_PORT = Number(process.env.LH_API_PORT) || 5050;
const APPLIED = process.env.LH_THROTTLING === 'devtools';
const STUDENT = { email: 'student@codershub.dev', password: 'Password123' };
const ALL_ROUTES = [
  { path: '/' },
  { path: '/career' },
  { path: '/login' },
  { path: '/community' },
  { path: '/classes/web-development' },
  { path: '/projects/all' },
  { path: '/store/books' },
  { path: '/checkout' },
  { path: '/about' },
  { path: '/job-details/64c100000000000000000001', name: "a job's page (signed in)", login: STUDENT },
  { path: '/profile', name: '/profile (signed in)', login: STUDENT },
  // Not prerendered: a seeded account's public profile (GET v1/users/{id}/public), and a class that only the
  // server's list knows (seed/classes.ts), so its page waits for the data.
  { path: '/developer/rahul-mehta/64a100000000000000000002', name: 'a public profile' },
  {
    path: '/classes/digital-marketing/growth-marketing-for-tech-products/64c100000000000000000015',
    name: "a server's course",
  },
];
const ONLY = process.env.LH_ROUTES?.split(',').filter(Boolean);
const picks = (path, part) => (part.startsWith('/') ? path === part : path.includes(part));
const ROUTES = ONLY ? ALL_ROUTES.filter((r) => ONLY.some((part) => picks(r.path, part))) : ALL_ROUTES;

const dists = process.argv.slice(2);
if (!dists.length) dists.push('dist');
if (dists.length > 2) throw new Error('Give one dist folder, or two to compare');
for (const dist of dists) {
  if (!readFileSync(join(dist, 'csp.txt'), 'utf8').includes(`127.0.0.1:${API_PORT}`)) {
    console.error(
      `${dist} was not built for the API on :${API_PORT} (VITE_API_BASE_URL=http://127.0.0.1:${API_PORT})`,
    );
    process.exit(1);
  }
}

function start(args, ready) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes(ready) && resolve(child));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

async function logIn(profile, app, { email, password }) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${app}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  } finally {
    await context.close();
  }
}

/** One Lighthouse run of a route, in a fresh profile (logged in first when the route needs it). */
async function measure(app, { path, login }) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-'));
  try {
    if (login) await logIn(profile, app, login);
    const index = FIXED_MULTIPLIER ? undefined : await hostIndex();
    const cpu = FIXED_MULTIPLIER ?? cpuMultiplierFor(index);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profile,
    });
    try {
      const { lhr } = await lighthouse(`${app}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(login),
        throttling: { cpuSlowdownMultiplier: cpu },
        ...(APPLIED ? { throttlingMethod: 'devtools' } : {}),
      });
      if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu)
        throw new Error('Lighthouse did not take the CPU multiplier');
      const a = lhr.audits;
      const seen = a.metrics.details.items[0];
      return {
        performance: Math.round(lhr.categories.performance.score * 100),
        lcpMs: a['largest-contentful-paint'].numericValue,
        tbtMs: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        seenPaintMs: seen.observedFirstContentfulPaint,
        splashFirst: splashBeforeStyles(a['network-requests'].details, seen),
        index: index ?? lhr.environment.benchmarkIndex,
        cpu,
      };
    } finally {
      await chrome.kill();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const FORMAT = {
  performance: (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1)),
  lcpMs: seconds,
  tbtMs: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
};
const cell = (s, metric) =>
  `${FORMAT[metric](s[metric].median)} (${FORMAT[metric](s[metric].min)}–${FORMAT[metric](s[metric].max)})`;

const verdict = (missed) => (missed.length ? `misses ${missed.join(', ')}` : 'meets the bar');

function table(dist, results) {
  const header = ['route', 'performance', 'LCP s', 'TBT ms', 'CLS', 'splash first', 'verdict'];
  const rows = results.map(({ route, runs }) => {
    const s = summarize(runs);
    const cpus = runs.map((r) => r.cpu);
    return [
      route.name ?? route.path,
      cell(s, 'performance'),
      cell(s, 'lcpMs'),
      cell(s, 'tbtMs'),
      cell(s, 'cls'),
      `${runs.filter((r) => r.splashFirst).length} of ${runs.length}`,
      `${APPLIED ? 'not judged (applied)' : verdict(missedBars(s))}  [CPU ${Math.min(...cpus).toFixed(2)}–${Math.max(...cpus).toFixed(2)}×]`,
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const lines = [header, ...rows].map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
  console.log(`\n${dist}: median (min–max) of ${RUNS} run${RUNS === 1 ? '' : 's'} per route`);
  console.log(lines.join('\n'));
}

const servers = [];
const stop = () => servers.forEach((child) => child.kill());
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
try {
  servers.push(await start(['scripts/demo-api-server.mjs', String(API_PORT)], 'demo API on'));
  const apps = [];
  for (const [i, dist] of dists.entries()) {
    const port = APP_PORT + i;
    servers.push(await start(['scripts/serve.mjs', String(port), dist], ' on http'));
    apps.push({ dist, app: `http://127.0.0.1:${port}`, results: [] });
  }
  for (const route of ROUTES) {
    const runsOf = apps.map(() => ({ route, runs: [] }));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [i, { dist, app }] of apps.entries()) {
        const m = await measure(app, route);
        runsOf[i].runs.push(m);
        console.log(
          `${route.path}  ${dist}  run ${run}/${RUNS}: performance ${m.performance}  LCP ${seconds(m.lcpMs)} s  ` +
            `TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}  (first paint seen at ${Math.round(m.seenPaintMs)} ms${m.splashFirst ? ', before the stylesheet' : ''}, index ${Math.round(m.index)}, CPU ${m.cpu.toFixed(2)}×)`,
        );
      }
    }
    apps.forEach((a, i) => a.results.push(runsOf[i]));
  }
  // Without the launcher's stderr: Debian's wrapper complains of its own memory check there (as in .ci/run).
  const browser = execFileSync(CHROMIUM, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  console.log(`\n${browser.trim()}`);
  for (const { dist, results } of apps) table(dist, results);
  if (APPLIED)
    console.log('\nApplied (DevTools) throttling: the bar is judged on simulated runs, not on these.');
  else
    console.log(
      `\nBar (on the medians): performance ≥ ${BAR.performance}, LCP ≤ ${BAR.lcpMs / 1000} s, CLS ≤ ${BAR.cls}; TBT is shown, not judged.`,
    );
} finally {
  stop();
}
