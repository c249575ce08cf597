import { describe, expect, it } from 'vitest';
import { apiOrigin, floorPage } from '../../scripts/floor-page.mjs';

// The head and body of a built page, as scripts/build.mjs writes them (trimmed): the entry, the preloads, the
// preconnect to the API, the inline scripts, the splash, the stylesheet and the prerendered markup.
const built = [
  '<head><script>document.documentElement.dataset.theme = "x";</script>',
  '<script type="module" crossorigin src="/assets/index-D9uRGdBV.js"></script>',
  '<link rel="preconnect" href="http://127.0.0.1:5050" crossorigin>',
  '<link rel="modulepreload" crossorigin href="/assets/client-CnHKp7lQ.js">',
  '<link rel="modulepreload" crossorigin href="/assets/jobs-page-DJmAfbyk.js"></head>',
  '<body><div id="splash">CodersHub</div><link rel="stylesheet" crossorigin href="/assets/index-BBVj356N.css">',
  '<div id="root"><section aria-labelledby="job-results"><p role="status">Loading jobs…</p></section></div></body>',
].join('\n');

describe("the board's floor page (bench-floor.mjs)", () => {
  it('runs the floor script instead of the app, with no module preloaded', () => {
    const page = floorPage(built, '/floor/floor.js');
    expect(page).toContain('<script type="module" src="/floor/floor.js"></script>');
    expect(page).not.toContain('/assets/index-D9uRGdBV.js');
    expect(page).not.toContain('modulepreload');
  });

  it('keeps everything else the person sees first, byte for byte', () => {
    expect(floorPage(built, '/floor/floor.js').split('\n')).toEqual([
      '<head><script>document.documentElement.dataset.theme = "x";</script>',
      '<script type="module" src="/floor/floor.js"></script>',
      '<link rel="preconnect" href="http://127.0.0.1:5050" crossorigin>',
      '',
      '</head>',
      '<body><div id="splash">CodersHub</div><link rel="stylesheet" crossorigin href="/assets/index-BBVj356N.css">',
      '<div id="root"><section aria-labelledby="job-results"><p role="status">Loading jobs…</p></section></div></body>',
    ]);
  });

  it('refuses a page whose entry it cannot find, rather than measuring the app as the floor', () => {
    expect(() => floorPage(built.replace('index-D9uRGdBV', 'main'), '/floor/floor.js')).toThrow(
      /entry script was not found/,
    );
  });

  it('reads the API the build was made for from its preconnect', () => {
    expect(apiOrigin(built)).toBe('http://127.0.0.1:5050');
    expect(apiOrigin('<head></head>')).toBeUndefined();
  });
});
