import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentYear, useHydrated, useHydratedInTransition, usePrerenderedList } from '@/lib/hydration';

// The contract of src/lib/hydration.ts, seen from the page: prerendered markup hydrates without a mismatch (React
// would otherwise throw it away), and what only the browser knows shows right after.

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
  it('answers false while the prerendered markup hydrates (no mismatch), then true at once', async () => {
    const seen: boolean[] = [];
    const result = await hydrate(<Probe seen={seen} />);
    expect(result).toEqual({ before: 'prerendered', after: 'browser', recoverable: [], consoleErrors: 0 });
    expect(seen[0]).toBe(false);
    expect(seen[seen.length - 1]).toBe(true);
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
  it('answers false in the first render, then true, without a mismatch', async () => {
    const seen: boolean[] = [];
    function Layout() {
      const hydrated = useHydratedInTransition();
      seen.push(hydrated);
      return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
    }
    const result = await hydrate(<Layout />);
    expect(result).toEqual({ before: 'prerendered', after: 'browser', recoverable: [], consoleErrors: 0 });
    expect(seen[0]).toBe(false);
  });
});

describe('useCurrentYear', () => {
  it("hydrates with the build's year, then shows this year", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(__BUILD_YEAR__ + 3, 5, 1) });
    try {
      function Footer() {
        return <p>© {useCurrentYear()}</p>;
      }
      const result = await hydrate(<Footer />);
      expect(result).toEqual({
        before: `© ${__BUILD_YEAR__}`,
        after: `© ${__BUILD_YEAR__ + 3}`,
        recoverable: [],
        consoleErrors: 0,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usePrerenderedList', () => {
  interface Query {
    data: string[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  }
  const cached: Query = { data: ['Frontend Engineer'], isPending: false, isError: false, isFetching: false };
  function Board({ query }: { query: Query }) {
    const { data, loading } = usePrerenderedList(query);
    return <p>{loading ? 'skeletons' : data?.join(', ')}</p>;
  }

  it('keeps the skeletons while hydrating, even with the list already cached, then shows the list', async () => {
    const result = await hydrate(<Board query={cached} />);
    expect(result).toEqual({
      before: 'skeletons',
      after: 'Frontend Engineer',
      recoverable: [],
      consoleErrors: 0,
    });
  });

  it('keeps the skeletons while a retry after a failure runs, not the stale error', async () => {
    const container = document.createElement('div');
    const retrying: Query = { data: undefined, isPending: false, isError: true, isFetching: true };
    await act(async () => createRoot(container).render(<Board query={retrying} />));
    expect(container.textContent).toBe('skeletons');
  });
});
