import { act } from '@testing-library/react';
import { Suspense, startTransition } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useHydrated, useHydratedInTransition } from '@/lib/hydration';

// The real startTransition, watched: which flips go through a transition.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
}

/** Hydrates `ui` over its own server markup; what React reported. */
async function hydrate(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  const before = container.textContent;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (e) => recoverable.push(e) });
  });
  const consoleErrors = errors.mock.calls.length;
  errors.mockRestore();
  return { before, after: container.textContent, recoverable, consoleErrors };
}

describe('useHydrated', () => {
  beforeEach(() => {
    vi.mocked(startTransition).mockClear();
  });

  it('answers false while the prerendered markup hydrates (no mismatch), then true at once', async () => {
    const seen: boolean[] = [];
    const result = await hydrate(<Probe seen={seen} />);
    expect(result).toEqual({ before: 'prerendered', after: 'browser', recoverable: [], consoleErrors: 0 });
    expect(seen[seen.length - 1]).toBe(true);
    // Not in a transition's slices: a button is enabled, the board shows its list, in the next render.
    expect(startTransition).not.toHaveBeenCalled();
  });

  it('answers false in a boundary that hydrates after the rest of the page, too', async () => {
    const seen: boolean[] = [];
    const result = await hydrate(
      <main>
        <Probe seen={[]} />
        <Suspense fallback={null}>
          <Probe seen={seen} />
        </Suspense>
      </main>,
    );
    expect(result).toEqual({
      before: 'prerenderedprerendered',
      after: 'browserbrowser',
      recoverable: [],
      consoleErrors: 0,
    });
    expect(seen[0]).toBe(false);
  });

  it('answers true from the first render for what mounts after hydration', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Probe seen={seen} />));
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('browser');
  });
});

describe('useHydratedInTransition', () => {
  it('answers false in the first render, then true, set in a transition', async () => {
    vi.mocked(startTransition).mockClear();
    const seen: boolean[] = [];
    function Layout() {
      const hydrated = useHydratedInTransition();
      seen.push(hydrated);
      return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
    }
    const result = await hydrate(<Layout />);
    expect(result).toEqual({ before: 'prerendered', after: 'browser', recoverable: [], consoleErrors: 0 });
    expect(seen[0]).toBe(false);
    expect(startTransition).toHaveBeenCalledTimes(1);
  });
});
