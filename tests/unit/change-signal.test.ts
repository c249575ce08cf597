import { describe, expect, it, vi } from 'vitest';
import { createChangeSignal } from '@/lib/storage/change-signal';

describe('createChangeSignal', () => {
  it('calls each listener on emit until it unsubscribes', () => {
    const changes = createChangeSignal();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = changes.subscribe(a);
    changes.subscribe(b);
    changes.emit();
    stopA();
    changes.emit();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('runs onFirst when the first listener arrives and onLast when the last leaves, once each', () => {
    const onFirst = vi.fn();
    const onLast = vi.fn();
    const changes = createChangeSignal({ onFirst, onLast });
    const stopA = changes.subscribe(() => {});
    const stopB = changes.subscribe(() => {});
    expect(onFirst).toHaveBeenCalledTimes(1);
    stopA();
    stopA();
    expect(onLast).not.toHaveBeenCalled();
    stopB();
    expect(onLast).toHaveBeenCalledTimes(1);
    changes.subscribe(() => {});
    expect(onFirst).toHaveBeenCalledTimes(2);
  });

  it('a listener that unsubscribes another during emit does not skip or break the round', () => {
    const changes = createChangeSignal();
    const calls: string[] = [];
    let stopB = () => {};
    changes.subscribe(() => {
      calls.push('a');
      stopB();
    });
    stopB = changes.subscribe(() => calls.push('b'));
    changes.emit();
    changes.emit();
    expect(calls).toEqual(['a', 'b', 'a']);
  });
});
