// Debian's Chromium as the browser tests, the benchmarks and the screenshots launch it: headless, and without the
// browser's own traffic (updates, sync, QUIC probes) among the requests they see or measure.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
