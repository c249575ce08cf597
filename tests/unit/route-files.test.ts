import { describe, expect, it } from 'vitest';
import { routeFilesFor } from '@/app/prerender';

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
