import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/app/prerender-fit';
import { routeScreens } from '@/app/prerender';
import { routes } from '@/app/routes';

const screens = routeScreens();
const patterns = [...screens.keys()];

describe('the route table as the build reads it', () => {
  it('finds, for an address of every pattern, the route the router itself would show', () => {
    for (const pattern of patterns) {
      const path = pattern.replace(/:[^/]+/g, 'x1');
      const theirs = matchRoutes(routes, path)!
        .map((m) => m.route.path)
        .filter(Boolean)
        .join('/');
      expect(matchRoute(patterns, path), path).toBe(`/${theirs}`);
    }
  });

  it('names each route its screens, layout first', () => {
    expect(screens.get('/career')).toEqual(['/src/features/jobs/pages/jobs-page.tsx']);
    expect(screens.get('/job-details/:id')).toEqual(['/src/features/jobs/pages/job-details-page.tsx']);
    expect(screens.get('/store')).toEqual([
      '/src/features/store/pages/store-page.tsx',
      '/src/features/store/pages/books-page.tsx',
    ]);
    expect(screens.get('/store/products')).toEqual([
      '/src/features/store/pages/store-page.tsx',
      '/src/features/store/pages/products-page.tsx',
    ]);
    // The landing page is in the entry; the 404 is not a route.
    expect(screens.get('/')).toEqual([]);
    expect(patterns).not.toContain('*');
  });
});
