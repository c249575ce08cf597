// The board's floor: what /career would measure if the app's code did as little as a page can. A benchmark's
// yardstick, not a check. From a production build it makes two copies whose /career keeps everything the person
// sees first (the same HTML, splash, stylesheet and prerendered skeletons) and swaps the app's scripts for one
// that fetches the jobs and puts eight cards into the board:
//   <dist>-react     React's renderer (createRoot, no router, no hydration, no data layer);
//   <dist>-vanilla   the DOM API alone, no framework.
// Then it measures the build and both copies alike:
//   FLOOR_BENCH=jobs (default)  scripts/bench-jobs.mjs 100 on each: first paint, jobs request, first card, ratio;
//   FLOOR_BENCH=lighthouse      scripts/bench-lighthouse.mjs on /career: the build beside the React floor, then the
//                               DOM floor on its own.
// A bar that the DOM floor misses cannot be met by any change to the app's code on this host; the gap between the
// build and the React floor is what the app's own work costs.
//
// Usage: node scripts/bench-floor.mjs [dist=dist-floor-base]   (built for the API on :5050 when missing)
//   the benchmarks' own variables pass through (BENCH_CPU=4, BENCH_RUNS=5, LH_RUNS, LH_CPU_MULTIPLIER …)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { apiOrigin, floorPage } from './floor-page.mjs';

const API_PORT = 5050;
const dist = process.argv[2] ?? 'dist-floor-base';
const run = (args, env = {}) => {
  const done = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (done.status !== 0) process.exit(done.status ?? 1);
};

if (!existsSync(join(dist, 'career', 'index.html')))
  run(['scripts/build.mjs', dist], { VITE_API_BASE_URL: `http://127.0.0.1:${API_PORT}` });
const page = readFileSync(join(dist, 'career', 'index.html'), 'utf8');
const api = apiOrigin(page);
if (!api?.endsWith(`:${API_PORT}`)) throw new Error(`${dist} was not built for the API on :${API_PORT}`);

// Both floors render the same thing: the first eight jobs as cards with a title, in the board's section. Each says
// it has started, as main.tsx does, or the page's inline script would say it could not.
const started = "dispatchEvent(new Event('codershub:started'));";
const floors = {
  vanilla: `${started}
const board = document.querySelector('section[aria-labelledby="job-results"]');
fetch('${api}/v1/jobs/all').then((r) => r.json()).then(({ jobs }) => {
  const status = Object.assign(document.createElement('p'), { textContent: 'DOM floor' });
  status.setAttribute('role', 'status');
  const cards = jobs.slice(0, 8).map((job) => {
    const card = document.createElement('article');
    card.append(Object.assign(document.createElement('h3'), { textContent: job.jobTitle }));
    return card;
  });
  board.replaceChildren(status, ...cards);
});`,
  react: `import { createRoot } from 'react-dom/client';
${started}
const board = document.querySelector('section[aria-labelledby="job-results"]');
fetch('${api}/v1/jobs/all').then((r) => r.json()).then(({ jobs }) => {
  createRoot(board).render(<>
    <p role="status">React floor</p>
    {jobs.slice(0, 8).map((job) => <article key={job._id}><h3>{job.jobTitle}</h3></article>)}
  </>);
});`,
};

for (const [name, source] of Object.entries(floors)) {
  const out = `${dist}-${name}`;
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  // The entry sits in the project, so the bundler resolves react-dom from its node_modules.
  const entry = join(out, 'floor-entry.jsx');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: join(out, 'floor'),
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { entryFileNames: 'floor.js' } },
    },
  });
  rmSync(entry);
  // The app's entry and every modulepreload give way to the floor's one script (same-origin: the CSP allows it).
  writeFileSync(join(out, 'career', 'index.html'), floorPage(page, '/floor/floor.js'));
}

if (process.env.FLOOR_BENCH === 'lighthouse') {
  const env = { LH_ROUTES: '/career', LH_API_PORT: String(API_PORT) };
  run(['scripts/bench-lighthouse.mjs', dist, `${dist}-react`], env);
  run(['scripts/bench-lighthouse.mjs', `${dist}-vanilla`], env);
} else {
  for (const dir of [dist, `${dist}-react`, `${dist}-vanilla`]) {
    console.log(`\n${dir}`);
    run(['scripts/bench-jobs.mjs', '100'], {
      BENCH_DIR: dir,
      BENCH_API: 'http',
      BENCH_API_PORT: String(API_PORT),
      BENCH_FILTERED: '',
    });
  }
}
