import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/app/layouts/site-footer';

const footer = (
  <MemoryRouter>
    <SiteFooter />
  </MemoryRouter>
);

describe('the footer year in prerendered HTML', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrates without a mismatch when the page is opened in a later year, then shows that year', async () => {
    const html = renderToString(footer);
    expect(html.replaceAll('<!-- -->', '')).toContain(`© ${__BUILD_YEAR__} CodersHub`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 2));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain(`© ${__BUILD_YEAR__ + 1} CodersHub`);
    container.remove();
  });
});
