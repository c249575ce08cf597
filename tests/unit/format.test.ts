import { describe, expect, it } from 'vitest';
import { abbreviate, formatCount, formatCountIN, formatInr, truncate } from '@/lib/format/number';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { slugify, unslugify } from '@/lib/format/slug';
import { originPath } from '@/lib/session/login-redirect';

describe('formatting', () => {
  it('formats rupees with Indian grouping and no paise', () => {
    expect(formatInr(1250000)).toBe('₹12,50,000');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(Number.NaN)).toBe('—');
  });

  it('truncates with an ellipsis only past the limit', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate(undefined, 3)).toBe('');
  });

  it('abbreviates at 1,000 (K+) and 1,000,000 (M+) with one decimal', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(22500)).toBe('22.5K+');
    expect(abbreviate(250000)).toBe('250.0K+');
    expect(abbreviate(5000000)).toBe('5.0M+');
  });
});

describe('slugs, links and redirects', () => {
  it('makes and reads slugs', () => {
    expect(slugify('Web Development & Design!')).toBe('web-development-design');
    expect(unslugify('asha-verma')).toBe('Asha Verma');
  });

  it('opens only http(s) links from data', () => {
    expect(safeHttpUrl('https://example.com/jobs')).toBe('https://example.com/jobs');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('mailto:x@y.z')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });

  it('returns only to a page inside the app after login', () => {
    expect(originPath({ from: { pathname: '/job-details/1', search: '?a=1', hash: '' } })).toBe(
      '/job-details/1?a=1',
    );
    expect(originPath({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(originPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(originPath({ from: { pathname: '/login' } })).toBe('/');
    expect(originPath(null)).toBe('/');
  });
});

describe('counts people read', () => {
  it('groups thousands the English and the Indian way, whole numbers only', () => {
    expect(formatCount(22000)).toBe('22,000');
    expect(formatCount(1250000)).toBe('1,250,000');
    expect(formatCountIN(150000)).toBe('1,50,000');
    expect(formatCountIN(1234567890)).toBe('1,23,45,67,890');
    expect(formatCount(999.5)).toBe('1,000');
    expect(formatInr(-1250000)).toBe('-₹12,50,000');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('writes a negative that rounds to zero as 0, not -0', () => {
    expect(formatCount(-0.4)).toBe('0');
    expect(formatInr(-0.4)).toBe('₹0');
  });
});
