import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { routeModulesFor } from '@/app/prerender';
import { createRoutes } from '@/app/routes';
import ClassesPage from '@/features/classes/pages/classes-page';
import { loader as classesLoader } from '@/features/classes/pages/classes-loader';
import { loader as jobsLoader } from '@/features/jobs/pages/jobs-loader';
import JobsPage from '@/features/jobs/pages/jobs-page';
import ProductsPage from '@/features/store/pages/products-page';
import StorePage from '@/features/store/pages/store-page';
import { everyRoute } from '../utils/routes';

describe('the route table', () => {
  it('resolves every route loaded on demand to a screen', async () => {
    const lazyRoutes = everyRoute(createRoutes()).filter((route) => route.lazy);
    expect(lazyRoutes.length).toBeGreaterThan(20);
    for (const { lazy } of lazyRoutes) {
      if (typeof lazy !== 'object') throw new Error('a route module is loaded by property');
      const Screen = (await lazy.Component?.()) as ComponentType | undefined;
      expect(typeof Screen).toBe('function');
      expect(Screen?.name).not.toBe('MissingScreen');
    }
    // It loads every screen of the app, cold: more than one test's worth of module transforms on a busy host.
  }, 60_000);
});

describe('what a prerendered page preloads', () => {
  it("is its route's own loader and screen, outermost route first", async () => {
    expect(await routeModulesFor('/career')).toEqual([jobsLoader, JobsPage]);
    expect(await routeModulesFor('/classes/dsa')).toEqual([classesLoader, ClassesPage]);
    expect(await routeModulesFor('/store/products')).toEqual([StorePage, ProductsPage]);
  });

  it('is nothing for the landing page, which comes with the entry', async () => {
    expect(await routeModulesFor('/')).toEqual([]);
  });
});
