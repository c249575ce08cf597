// Why a page's Lighthouse LCP is what it is: one Lighthouse run of URL (mobile settings, the CPU slowdown fitted to
// the host as in bench-lighthouse.mjs), then Lantern's simulated LCP node by node. Lantern estimates LCP as the
// moment the last of these ends: every request that finished before the observed LCP, and the tasks it depends
// on. A request that cannot start until another has ended (a route's module, then its API call) shows up as a
// step; requests that run at once share the simulated 1.6 Mbit/s.
// Usage: node scripts/lcp-chain.mjs URL   (serve the build and the API first, as bench-lighthouse.mjs does)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { cpuMultiplierFor, hostIndex } from './lighthouse-cpu.mjs';
import { lcpChain } from './lighthouse-stats.mjs';

const url = process.argv[2];
if (!url) throw new Error('Usage: node scripts/lcp-chain.mjs URL');
const cpu = cpuMultiplierFor(await hostIndex());

const dir = mkdtempSync(join(tmpdir(), 'lcp-chain-'));
try {
  execFileSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      `-G=${dir}`,
      '--quiet',
      '--only-categories=performance',
      `--throttling.cpuSlowdownMultiplier=${cpu}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'inherit' },
  );
  const artifacts = await loadArtifacts(dir);
  const context = { computedCache: new Map(), settings: artifacts.settings, options: {} };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(
    `${url}: simulated LCP ${Math.round(lcp.timing)} ms (CPU ${cpu.toFixed(2)}×); its graph, by start:`,
  );
  for (const { startMs, endMs, what } of lcpChain(lcp.pessimisticEstimate.nodeTimings))
    console.log(
      `${String(Math.round(startMs)).padStart(6)} – ${String(Math.round(endMs)).padEnd(6)} ${what}`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
