import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MainLayout } from '@/app/layouts/main-layout';
import { useHydrated } from '@/lib/hydration';

// What the page showed each time the header or the footer rendered: wrappers around the real ones.
const saw = vi.hoisted(() => ({
  header: [] as string[],
  footer: [] as string[],
  sessionMark: [] as boolean[],
}));
const pageText = () => document.querySelector('main')?.textContent ?? '';
vi.mock('@/app/layouts/site-header', async (importOriginal) => {
  const { SiteHeader } = await importOriginal<typeof import('@/app/layouts/site-header')>();
  const { spyComponent } = await import('../utils/spy-component');
  return {
    SiteHeader: spyComponent(SiteHeader, () => {
      saw.header.push(pageText());
      saw.sessionMark.push(document.documentElement.hasAttribute('data-session'));
    }),
  };
});
vi.mock('@/app/layouts/site-footer', async (importOriginal) => {
  const { SiteFooter } = await importOriginal<typeof import('@/app/layouts/site-footer')>();
  const { spyComponent } = await import('../utils/spy-component');
  return { SiteFooter: spyComponent(SiteFooter, () => saw.footer.push(pageText())) };
});

/** A page whose text changes in the render that follows its hydration, as the board's does when its list is in. */
function Page() {
  return <p>{useHydrated() ? 'The page is live' : 'The page as prerendered'}</p>;
}

const app = () => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<Page />} />
      </Route>
    </Routes>
  </MemoryRouter>
);

describe('the main layout on a prerendered page', () => {
  it('hydrates its header and footer after the page, and the page’s next render comes before them', async () => {
    const html = renderToString(app());
    expect(html).toContain('The page as prerendered');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    saw.header.length = 0;
    saw.footer.length = 0;
    saw.sessionMark.length = 0;
    // index.html marks a stored login so that the prerendered header's Log in / Sign up stay hidden.
    document.documentElement.setAttribute('data-session', '');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app(), { onRecoverableError: recoverable });
    });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('The page is live')).toBeInTheDocument();
    // Their first render in the browser (their hydration) came after the page had hydrated and rendered again.
    expect(saw.header[0]).toBe('The page is live');
    expect(saw.footer[0]).toBe('The page is live');
    // The mark stays until the header has hydrated (it hides the prerendered header's buttons), then goes.
    expect(saw.sessionMark[0]).toBe(true);
    expect(document.documentElement).not.toHaveAttribute('data-session');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
