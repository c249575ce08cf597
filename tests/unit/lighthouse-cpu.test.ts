import { describe, expect, it } from 'vitest';
import { DEFAULT_MULTIPLIER, REFERENCE_INDEX, cpuMultiplierFor } from '../../scripts/lighthouse-cpu.mjs';

describe("the Lighthouse check's CPU slowdown, calibrated to the host", () => {
  it("is Lighthouse's own 4× on a host at least as fast as the one that 4× is meant for", () => {
    expect(cpuMultiplierFor(REFERENCE_INDEX)).toBe(DEFAULT_MULTIPLIER);
    expect(cpuMultiplierFor(2400)).toBe(DEFAULT_MULTIPLIER);
  });

  it('slows a slower host less, in proportion, so the emulated phone stays the same', () => {
    expect(cpuMultiplierFor(REFERENCE_INDEX / 2)).toBeCloseTo(2);
    expect(cpuMultiplierFor(1000)).toBeCloseTo(2.61, 2);
    // The emulated phone's index: host index over multiplier, the same for both hosts.
    expect(1000 / cpuMultiplierFor(1000)).toBeCloseTo(REFERENCE_INDEX / DEFAULT_MULTIPLIER);
  });

  it('never speeds a host up, and falls back to the default when the benchmark gave nothing usable', () => {
    expect(cpuMultiplierFor(200)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(DEFAULT_MULTIPLIER);
    expect(cpuMultiplierFor(0)).toBe(DEFAULT_MULTIPLIER);
  });
});
