import { afterEach, describe, expect, it, vi } from 'vitest';
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
