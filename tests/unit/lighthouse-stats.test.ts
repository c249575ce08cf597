import { describe, expect, it } from 'vitest';
import { median, missedBars, summarize } from '../../scripts/lighthouse-stats.mjs';

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
