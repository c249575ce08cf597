// What the Lighthouse benchmark (bench-lighthouse.mjs) reports of a route's runs: the median with the min and max
// of each metric, and whether the medians meet the bar. Pure, so it is unit-tested.

/** The bar a route's medians are held to. Total blocking time is reported beside it, not judged. */
export const BAR = { performance: 95, lcpMs: 2000, cls: 0.02 };

export const METRICS = ['performance', 'lcpMs', 'tbtMs', 'cls'];

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values) {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { metric: { median, min, max } } over runs of { performance, lcpMs, tbtMs, cls }. */
export function summarize(runs) {
  return Object.fromEntries(
    METRICS.map((metric) => {
      const values = runs.map((run) => run[metric]);
      return [metric, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}

/** The bars a summary's medians miss, by name; empty when it meets the whole bar. */
export function missedBars(summary) {
  const missed = [];
  if (summary.performance.median < BAR.performance) missed.push('performance');
  if (summary.lcpMs.median > BAR.lcpMs) missed.push('LCP');
  if (summary.cls.median > BAR.cls) missed.push('CLS');
  return missed;
}

/**
 * Whether the page painted before its stylesheet had arrived, in one run: Lighthouse's `network-requests` details
 * (times from the first request, which its debug data places in the trace's clock) and the `metrics` item (the
 * observed first contentful paint, in the same clock). Lantern simulates the page from what had finished before
 * the observed first paint, so the two kinds of run differ in blocking time: the table says how many of each a
 * median is made of. Undefined when the page has no stylesheet.
 */
export function splashBeforeStyles(requests, metrics) {
  const sheet = requests.items.find((r) => r.resourceType === 'Stylesheet');
  if (!sheet) return undefined;
  return (
    metrics.observedFirstContentfulPaintTs <
    requests.debugData.networkStartTimeTs + sheet.networkEndTime * 1000
  );
}
