import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useArrivingList } from '@/lib/hydration';

describe('useArrivingList', () => {
  it('brings the first list in the urgent render as a first pass, the whole of it right after, and defers a refetch', async () => {
    const renders: { list?: string; firstPass: boolean }[] = [];
    let setList: (next: string) => void = () => {};
    function Probe() {
      const [value, set] = useState<string>();
      setList = set;
      const { list, firstPass } = useArrivingList(value, 1);
      renders.push({ list, firstPass });
      return <p>{list === undefined ? 'skeletons' : firstPass ? `first cards of ${list}` : list}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(renders).toEqual([{ list: undefined, firstPass: false }]);

    // An urgent update (TanStack Query's store renders at sync priority): the very next render has the list's first
    // pass, and the deferred render after it the whole list; none goes back to the skeletons.
    renders.length = 0;
    await act(async () => setList('first list'));
    expect(renders).toEqual([
      { list: 'first list', firstPass: true },
      { list: 'first list', firstPass: false },
    ]);
    expect(container.textContent).toBe('first list');

    // A refetch's list: the urgent render keeps the old one whole, a deferred render brings the new one whole.
    renders.length = 0;
    await act(async () => setList('second list'));
    expect(renders).toEqual([
      { list: 'first list', firstPass: false },
      { list: 'second list', firstPass: false },
    ]);
    expect(container.textContent).toBe('second list');
    await act(async () => root.unmount());
  });
});
