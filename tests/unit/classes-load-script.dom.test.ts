import { afterEach, describe, expect, it } from 'vitest';
import { loadScript } from '@/features/classes/load-script';

const tags = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === src);

afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

describe('loadScript', () => {
  it('adds the tag once and hands every caller the same promise', async () => {
    const src = 'https://cdn.example.com/once.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    expect(tags(src)).toHaveLength(1);
    tags(src)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(loadScript(src)).toBe(first);
  });

  it('rejects on error, removes the failed tag, and tries afresh on the next call', async () => {
    const src = 'https://cdn.example.com/flaky.js';
    const failed = loadScript(src);
    tags(src)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(src);
    expect(tags(src)).toHaveLength(0);
    const retry = loadScript(src);
    expect(retry).not.toBe(failed);
    expect(tags(src)).toHaveLength(1);
    tags(src)[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
