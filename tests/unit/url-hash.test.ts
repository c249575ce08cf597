import { describe, expect, it } from 'vitest';
import { hashTarget } from '@/lib/format/url-hash';

describe('hashTarget', () => {
  it.each([
    ['#my-classes', 'my-classes'],
    ['#caf%C3%A9', 'café'],
    ['my-classes', 'my-classes'],
  ])('%s → %s', (hash, id) => expect(hashTarget(hash)).toBe(id));

  it.each(['', '#', '#100%', '#%E0%A4%A', '#%zz'])('%j names nothing (ignored, never thrown)', (hash) =>
    expect(hashTarget(hash)).toBeNull(),
  );
});
