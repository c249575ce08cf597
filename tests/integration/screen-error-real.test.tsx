import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../utils/render-route';

// The store's screen code cannot be fetched, as after a network fault or a release that removed it.
vi.mock('/src/features/store/pages/store-page.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/store-page-x.js');
});

describe('a screen of the real route table whose code cannot be fetched', () => {
  it('fails inside the main layout, with Retry (React Router would otherwise drop it and leave a blank page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/store/books');
    const alert = await screen.findByRole('alert');
    // (Vitest wraps the module's failure in an error of its own, so the wording checks live in screen-error.test.)
    expect(within(alert).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
