import { describe, expect, it } from 'vitest';
import { abbreviate, formatCount } from '@/lib/format/number';
import { SOCIAL_STATS } from '@/data/social-stats';

describe('count-up figures', () => {
  it('shows the social cards as the spec does: 22.5K+, 5.0M+, 250.0K+', () => {
    expect(SOCIAL_STATS.map((s) => abbreviate(s.socialNumbers))).toEqual(['22.5K+', '5.0M+', '250.0K+']);
  });

  it('keeps one decimal place, even a zero one', () => {
    expect(abbreviate(1000)).toBe('1.0K+');
    expect(abbreviate(1050)).toBe('1.1K+');
    expect(abbreviate(22000)).toBe('22.0K+');
    expect(abbreviate(1_000_000)).toBe('1.0M+');
    expect(abbreviate(12_340_000)).toBe('12.3M+');
  });

  it('switches unit exactly at 1,000 and 1,000,000', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1000)).toBe('1.0K+');
    expect(abbreviate(999_949)).toBe('999.9K+');
    expect(abbreviate(1_000_000)).toBe('1.0M+');
  });

  it('never shows 1000.0K+: a figure that rounds up to a million reads 1.0M+', () => {
    expect(abbreviate(999_960)).toBe('1.0M+');
  });

  it('shows the numbers passing by during the count below 1,000 as they are', () => {
    expect(abbreviate(0)).toBe('0');
    expect(abbreviate(7)).toBe('7');
    expect(abbreviate(450)).toBe('450');
  });

  it('groups with commas where it does not abbreviate', () => {
    expect(formatCount(22000)).toBe('22,000');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(400)).toBe('400');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('shows a dash rather than NaN or Infinity', () => {
    expect(abbreviate(Number.NaN)).toBe('—');
    expect(abbreviate(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});
