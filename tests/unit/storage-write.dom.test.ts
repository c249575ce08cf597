import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRaw, writeJson, writeRaw } from '@/lib/storage/storage';

const full = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

afterEach(() => vi.restoreAllMocks());

describe('a write to local storage', () => {
  it('reports that it was kept', () => {
    expect(writeRaw('k', 'v')).toBe(true);
    expect(writeJson('j', { a: 1 })).toBe(true);
    expect(readRaw('k')).toBe('v');
  });

  it('reports a full or blocked storage instead of swallowing it, and never throws', () => {
    full();
    expect(writeRaw('k', 'v')).toBe(false);
    expect(writeJson('j', { a: 1 })).toBe(false);
    expect(readRaw('k')).toBeNull();
  });
});
