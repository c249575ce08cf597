import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchWith } from '@/app/route-prefetch';
import { yieldToMain } from '@/lib/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task: microtasks queued after it run first', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    // A chain of microtasks: a promise that resumed within this task would land among them.
    let chain = Promise.resolve();
    for (let i = 0; i < 20; i += 1) chain = chain.then(() => void order.push('microtask'));
    await Promise.all([resumed, chain]);
    expect(order.at(-1)).toBe('resumed');
    expect(order.filter((o) => o === 'microtask')).toHaveLength(20);
  });
});

describe('prefetchWith', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the request in a task after the one that loaded its module, with the module, client and params', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    const start = vi.fn(async () => {
      // By the time the request starts, the main thread has been given back once.
      expect(yieldFn).toHaveBeenCalledOnce();
      return 'sent';
    });
    const module = { query: 'q' };
    const client = {} as QueryClient;
    const prefetch = prefetchWith(async () => module, start);
    await expect(prefetch(client, { id: '7' })).resolves.toBe('sent');
    expect(start).toHaveBeenCalledWith(module, client, { id: '7' });
  });
});
