import { describe, expect, it } from 'vitest';
import { matchRoute, prerenderFits } from '@/app/prerender-fit';

const routes = ['/', '/career', '/job-details/:id', '/classes/:category'];

// What index.html runs: the functions' own source, on their own (vite.config.ts writes them into the page).
const inlined = new Function(
  `${matchRoute.toString()}\n${prerenderFits.toString()}\nreturn [matchRoute, prerenderFits];`,
)() as [typeof matchRoute, typeof prerenderFits];

describe.each([
  ['the module', prerenderFits],
  ['the inlined copy', inlined[1]],
])('which prerendered markup is kept (%s)', (_name, fits) => {
  it('keeps a page at its own path with no query, trailing slash or not', () => {
    expect(fits('/career', routes, '/career', '')).toBe(true);
    expect(fits('/career', routes, '/career/', '?')).toBe(true);
    expect(fits('/', routes, '/', '')).toBe(true);
  });

  it('drops it at a path it was not rendered for', () => {
    expect(fits('/career', routes, '/career/post-job', '')).toBe(false);
    expect(fits(null, routes, '/career', '')).toBe(false);
  });

  it('drops it when the address carries a query the prerender did not see (the board reads its filters and page)', () => {
    expect(fits('/career', routes, '/career', '?q=react&type=Full-time')).toBe(false);
    expect(fits('/career', routes, '/career', '?page=2')).toBe(false);
    expect(fits('/career', routes, '/career', '?demoJobs=10000')).toBe(false);
    expect(fits('/', routes, '/', '?x')).toBe(false);
  });

  it('keeps it for tracking parameters no page reads', () => {
    expect(fits('/', routes, '/', '?utm_source=mail&utm_campaign=jobs')).toBe(true);
    expect(fits('/career', routes, '/career', '?gclid=abc&fbclid=def')).toBe(true);
    expect(fits('/career', routes, '/career', '?utm_source=mail&q=react')).toBe(false);
  });

  it('keeps the fallback 404 page only where no route matches', () => {
    expect(fits('*', routes, '/no/such/page', '')).toBe(true);
    expect(fits('*', routes, '/job-details/abc', '')).toBe(false);
    expect(fits('*', routes, '/CAREER', '')).toBe(false);
    expect(fits('*', routes, '/job-details/', '')).toBe(true);
  });
});

describe.each([
  ['the module', matchRoute],
  ['the inlined copy', inlined[0]],
])('which route an address belongs to (%s)', (_name, match) => {
  it('names the pattern, or null for a 404', () => {
    expect(match(routes, '/')).toBe('/');
    expect(match(routes, '/career/')).toBe('/career');
    expect(match(routes, '/Career')).toBe('/career');
    expect(match(routes, '/job-details/abc')).toBe('/job-details/:id');
    expect(match(routes, '/job-details/')).toBeNull();
    expect(match(routes, '/nowhere')).toBeNull();
  });

  it('prefers literal segments over parameters, whatever the order', () => {
    expect(match(['/store/:x', '/store/books'], '/store/books')).toBe('/store/books');
    expect(match(['/:a/:b', '/store/:x'], '/store/pens')).toBe('/store/:x');
  });
});
