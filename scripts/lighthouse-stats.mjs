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
 * observed first contentful paint, in the same clock). The splash is inline-styled and paints at once; whether
 * that paint lands before or after the stylesheet's response is a race of a few ms on this host. It splits the
 * runs in two: Lantern starts the simulated page's blocking time at a first paint built from what had finished
 * before the observed one, so when the splash came first (what a person on a real network gets) the start-up's
 * tasks all count, and when the stylesheet came first they partly fall before it. The table reports how many runs
 * of each kind a median is made of. Undefined when the page has no stylesheet.
 */
export function splashBeforeStyles(requests, metrics) {
  const sheet = requests.items.find((r) => r.resourceType === 'Stylesheet');
  if (!sheet) return undefined;
  return (
    metrics.observedFirstContentfulPaintTs <
    requests.debugData.networkStartTimeTs + sheet.networkEndTime * 1000
  );
}

/**
 * Lantern's simulated LCP, node by node (lcp-chain.mjs): the requests and main-thread tasks its graph holds, each
 * with its simulated start and end (ms), earliest first. A request is named by its path and size, a task by its
 * length as observed and the trace events that took most of it. The estimate is the last end, whichever node that is.
 * `nodeTimings`: Map of node → { startTime, endTime }, as a Lantern simulation returns it.
 */
export function lcpChain(nodeTimings) {
  const rows = [...nodeTimings].map(([node, { startTime, endTime }]) => {
    if (node.type === 'network') {
      const { pathname, search } = new URL(node.request.url);
      const kb = (node.request.transferSize / 1024).toFixed(1);
      return { startMs: startTime, endMs: endTime, what: `${pathname}${search} (${kb} kB)` };
    }
    const byName = new Map();
    for (const e of node.childEvents) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const work = top.map(([name]) => name).join(', ');
    return {
      startMs: startTime,
      endMs: endTime,
      what: `task of ${(node.duration / 1000).toFixed(1)} ms: ${work}`,
    };
  });
  return rows.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}
