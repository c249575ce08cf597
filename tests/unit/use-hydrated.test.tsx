import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { beginHydration, endHydration, useHydrated } from '@/lib/use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('answers false while the prerendered markup hydrates (no mismatch), then true', async () => {
    const container = document.createElement('div');
    // jsdom has a window, so this stands in for the prerender's server render through the hydration flag.
    beginHydration();
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('prerendered');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('answers true from the first render for what mounts after hydration', async () => {
    endHydration();
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Probe seen={seen} />));
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('browser');
  });
});
