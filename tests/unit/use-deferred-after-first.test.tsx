import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useDeferredAfterFirst } from '@/lib/use-deferred-after-first';

/** Renders `list` through the hook and logs what each render showed. */
function setup() {
  const shown: (string | undefined)[] = [];
  let setList: (next: string) => void = () => {};
  function Probe({ initial }: { initial?: string }) {
    const [list, set] = useState(initial);
    setList = set;
    const value = useDeferredAfterFirst(list);
    shown.push(value);
    return <p>{value ?? 'skeletons'}</p>;
  }
  return { shown, Probe, update: (next: string) => setList(next) };
}

describe('useDeferredAfterFirst', () => {
  it('shows the first value in the render that brings it, then defers a later one', async () => {
    const { shown, Probe, update } = setup();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(shown).toEqual([undefined]);

    // An urgent update (TanStack Query's store renders at sync priority): the very next render has the list, and
    // no render after it goes back to the skeletons (the deferred value catching up renders the same list).
    await act(async () => update('first list'));
    expect(shown[1]).toBe('first list');
    expect(new Set(shown.slice(1))).toEqual(new Set(['first list']));
    expect(container.textContent).toBe('first list');

    // A refetch's list: the urgent render keeps the old one, a deferred render brings the new.
    shown.length = 0;
    await act(async () => update('second list'));
    expect(shown).toEqual(['first list', 'second list']);
    expect(container.textContent).toBe('second list');
    await act(async () => root.unmount());
  });
});
