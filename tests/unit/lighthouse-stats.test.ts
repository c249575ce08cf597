import { describe, expect, it } from 'vitest';
import { median, missedBars, splashBeforeStyles, summarize } from '../../scripts/lighthouse-stats.mjs';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number) => ({
  performance,
  lcpMs,
  tbtMs,
  cls,
});

describe("the Lighthouse benchmark's summary of a route's runs", () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([97, 88, 99, 91, 96])).toBe(96);
    expect(median([3])).toBe(3);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([90, 100])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses to summarize nothing', () => {
    expect(() => median([])).toThrow();
  });

  it('gives each metric its median, min and max, so one slow run moves only the max', () => {
    const s = summarize([
      run(98, 1500, 40, 0),
      run(97, 1600, 60, 0.01),
      run(61, 4200, 900, 0.01), // the host stalled during this run
      run(99, 1400, 30, 0),
      run(96, 1700, 80, 0.02),
    ]);
    expect(s.performance).toEqual({ median: 97, min: 61, max: 99 });
    expect(s.lcpMs).toEqual({ median: 1600, min: 1400, max: 4200 });
    expect(s.tbtMs).toEqual({ median: 60, min: 30, max: 900 });
    expect(s.cls).toEqual({ median: 0.01, min: 0, max: 0.02 });
  });

  it('judges the medians against the bar: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02', () => {
    const edge = summarize([run(95, 2000, 5000, 0.02)]);
    expect(missedBars(edge)).toEqual([]); // TBT is reported, not judged
    expect(missedBars(summarize([run(94, 2001, 0, 0.021)]))).toEqual(['performance', 'LCP', 'CLS']);
    expect(missedBars(summarize([run(99, 2100, 0, 0), run(99, 1900, 0, 0), run(99, 2300, 0, 0)]))).toEqual([
      'LCP',
    ]);
  });
});

describe('which kind of run it was: the splash painted before or after the stylesheet came', () => {
  // Shaped as Lighthouse's audits give them: request times in ms from the first request, whose trace time (µs) the
  // debug data holds; the observed paint in trace time.
  const requests = (sheetEndMs?: number) => ({
    debugData: { networkStartTimeTs: 5_000_000 },
    items: [
      { url: 'http://a.test/career', resourceType: 'Document', networkEndTime: 40 },
      { url: 'http://a.test/assets/index.js', resourceType: 'Script', networkEndTime: 90 },
      ...(sheetEndMs === undefined
        ? []
        : [
            { url: 'http://a.test/assets/index.css', resourceType: 'Stylesheet', networkEndTime: sheetEndMs },
          ]),
    ],
  });
  const paintAt = (ms: number) => ({ observedFirstContentfulPaintTs: 5_000_000 + ms * 1000 });

  it('says the splash came first when the paint was seen before the stylesheet had arrived', () => {
    expect(splashBeforeStyles(requests(212), paintAt(172))).toBe(true);
  });

  it('says the stylesheet came first when it had arrived before the paint', () => {
    expect(splashBeforeStyles(requests(179), paintAt(295))).toBe(false);
  });

  it('places the request times on the trace clock instead of comparing the two offsets as they are', () => {
    // 150 ms after the first request is 5,150,000 µs: after a paint at 5,120,000, whatever the offsets' sizes.
    expect(splashBeforeStyles(requests(150), { observedFirstContentfulPaintTs: 5_120_000 })).toBe(true);
    expect(splashBeforeStyles(requests(150), { observedFirstContentfulPaintTs: 5_180_000 })).toBe(false);
  });

  it('has no answer for a page without a stylesheet', () => {
    expect(splashBeforeStyles(requests(), paintAt(100))).toBeUndefined();
  });
});
