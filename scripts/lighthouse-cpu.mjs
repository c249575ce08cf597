// Calibrating Lighthouse's CPU slowdown to the machine it runs on (used by bench-lighthouse.mjs).
//
// Lighthouse's mobile preset slows the CPU 4× to emulate a mid-tier phone. That assumes a host in its high-end
// desktop bracket: its throttling guide puts the 4× point at a BenchmarkIndex of about 1533, and tells anyone on a
// slower host to lower the multiplier (Lighthouse itself warns under 1000). To keep the emulated phone the same,
// the multiplier is 4 × index / 1533: never above 4 (on a host at least that fast this is Lighthouse's default)
// and never under 1 (no host is sped up).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's mobile CPU slowdown, and the BenchmarkIndex of the host it is meant for. */
export const DEFAULT_MULTIPLIER = 4;
export const REFERENCE_INDEX = 1533;

/** The CPU slowdown that turns a host of this index into the phone Lighthouse's 4× makes of its reference host. */
export function cpuMultiplierFor(index) {
  if (!Number.isFinite(index) || index <= 0) return DEFAULT_MULTIPLIER;
  return Math.min(DEFAULT_MULTIPLIER, Math.max(1, (DEFAULT_MULTIPLIER * index) / REFERENCE_INDEX));
}

/** The host's BenchmarkIndex now, in a browser of its own (the benchmarks' Chromium). */
export async function hostIndex() {
  const [{ chromium }, { CHROMIUM, CHROMIUM_FLAGS }] = await Promise.all([
    import('@playwright/test'),
    import('./chromium.mjs'),
  ]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    return await benchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}

/** The host's BenchmarkIndex now: Lighthouse's own benchmark in a page of `browser`, the median of three. */
export async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return runs.sort((x, y) => x - y)[1];
  } finally {
    await page.close();
  }
}
