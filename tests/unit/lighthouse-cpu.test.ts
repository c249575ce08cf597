import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from '../../scripts/lighthouse-cpu.mjs';

// Expected values are worked out by hand from Lighthouse's throttling guide: its mobile 4× slowdown is meant for a
// host whose BenchmarkIndex is about 1533, which it turns into a phone of index 1533 / 4 ≈ 383.
describe("the Lighthouse benchmark's CPU slowdown, fitted to the host", () => {
  it("is Lighthouse's own 4× on the reference host and on any faster one", () => {
    expect(cpuMultiplierFor(1533)).toBe(4);
    expect(cpuMultiplierFor(2400)).toBe(4);
    expect(cpuMultiplierFor(10_000)).toBe(4);
  });

  it('slows a slower host less, in proportion to its index', () => {
    expect(cpuMultiplierFor(766.5)).toBeCloseTo(2, 6); // half as fast: half the slowdown
    expect(cpuMultiplierFor(1000)).toBeCloseTo(2.609, 3); // 4 × 1000 / 1533
    expect(cpuMultiplierFor(1200)).toBeGreaterThan(cpuMultiplierFor(1000));
  });

  it('emulates the same phone on every host slower than the reference', () => {
    for (const index of [600, 1000, 1400]) expect(index / cpuMultiplierFor(index)).toBeCloseTo(383.25, 6);
  });

  it('never speeds a host up', () => {
    expect(cpuMultiplierFor(383.25)).toBeCloseTo(1, 6);
    expect(cpuMultiplierFor(200)).toBe(1);
    expect(cpuMultiplierFor(1)).toBe(1);
  });

  it("falls back to Lighthouse's 4× when the benchmark gave nothing usable", () => {
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
    expect(cpuMultiplierFor(0)).toBe(4);
    expect(cpuMultiplierFor(-5)).toBe(4);
    expect(cpuMultiplierFor(Number.POSITIVE_INFINITY)).toBe(4);
  });
});
