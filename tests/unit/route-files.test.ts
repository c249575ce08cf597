import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/routes';
import { routeFilesFor } from '@/app/prerender';
import { everyRoute } from '../utils/routes';

describe('the route modules a prerendered page preloads', () => {
  it('are its screens and loaders, layout first', () => {
    expect(routeFilesFor('/career')).toEqual([
      '/src/features/jobs/pages/jobs-page.tsx',
      '/src/features/jobs/pages/jobs-loader.ts',
    ]);
    expect(routeFilesFor('/store/products')).toEqual([
      '/src/features/store/pages/store-page.tsx',
      '/src/features/store/pages/products-page.tsx',
    ]);
    expect(routeFilesFor('/classes/dsa')).toEqual([
      '/src/features/classes/pages/classes-page.tsx',
      '/src/features/classes/pages/classes-loader.ts',
    ]);
  });

  it('are none for the landing page, which is in the entry', () => {
    expect(routeFilesFor('/')).toEqual([]);
  });
});

describe('a route that fetches', () => {
  it('has its loader asked for before its screen, so its request leaves before the screen is evaluated', () => {
    const lazyKeys = everyRoute(createRoutes()).flatMap(({ lazy }) =>
      lazy && typeof lazy === 'object' && 'loader' in lazy ? [Object.keys(lazy)] : [],
    );
    // React Router imports a route's lazy properties in their order; the browser finishes them in the same order.
    expect(lazyKeys.length).toBeGreaterThan(5);
    for (const keys of lazyKeys) expect(keys[0]).toBe('loader');
  });
});
