import { describe, expect, it, vi } from 'vitest';
import { render } from '@/app/prerender';

// A screen that cannot render on the server (it reads `window`, say). It sits inside the layout's <Suspense>, where
// renderToString does not fail but writes the fallback.
vi.mock('/src/features/about/pages/about-page.tsx', () => ({
  default: () => {
    throw new Error('window is not defined');
  },
}));

describe('prerendering', () => {
  it('fails the build for a page whose component throws, instead of writing its fallback', async () => {
    await expect(render('/about')).rejects.toThrow('/about: a component threw while prerendering');
  });

  it('renders the other pages', async () => {
    expect(await render('/community')).toContain('<h1');
  });
});
