// The production build: the client bundle, then the prerendered HTML of the public routes.
// Usage: node scripts/build.mjs [outDir]   (VITE_API_BASE_URL decides demo or real backend, as for `vite build`)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { contentSecurityPolicy, withCspMeta } from './csp.mjs';
import { writeServiceWorker } from './sw.mjs';

const outDir = resolve(process.argv[2] ?? 'dist');
// Inside node_modules so the server bundle resolves the project's packages; one per output folder, so two builds
// at once (the browser tests build with and without a payment key) do not overwrite each other's.
const ssrDir = resolve('node_modules/.cache', `prerender-${basename(outDir)}`);

await build({
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    ...(process.env.PROFILE_BUILD ? { minify: false } : {}),
  },
});
await build({ logLevel: 'warn', build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true } });

const { render, routeScreens, matchRoute, PRERENDER_PATHS } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);
const chunksOf = routeChunks(
  routeScreens(),
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
);
rmSync(join(outDir, '.vite'), { recursive: true, force: true });
const apiBase = process.env.VITE_API_BASE_URL ?? '';
// Every page is the template with its own markup in #root; the inline scripts (and so their hashes) are the same.
const template = withCspMeta(readFileSync(join(outDir, 'index.html'), 'utf8'), apiBase);
if (!template.includes('<div id="root"><!--prerender--></div>'))
  throw new Error('index.html has no prerender slot');
// For hosts that can send headers: the same policy (a header also allows frame-ancestors, which a meta cannot).
writeFileSync(
  join(outDir, 'csp.txt'),
  `${contentSecurityPolicy(template, apiBase)}; frame-ancestors 'none'\n`,
);

// Prerendered markup is `inert` until the app has hydrated it (App removes the attribute): typing into a form
// before then would be wiped by hydration, so nothing can be typed or clicked that would be lost.
// The fallback for every other path holds the prerendered 404 page and the route patterns; index.html's inline
// script keeps that page only when no route matches, so an unknown path paints its 404 before any script.
const attr = (value) => JSON.stringify(value).replaceAll("'", '&#39;');
const notFound = await render('/__no-such-page__');
writeFileSync(
  join(outDir, 'app-shell.html'),
  template.replace(
    '<div id="root"><!--prerender--></div>',
    `<div id="root" data-path="*" data-routes='${attr(Object.fromEntries(chunksOf))}' inert>${notFound}</div>`,
  ),
);
for (const path of PRERENDER_PATHS) {
  const html = await render(path);
  const page = template.replace(
    '<div id="root"><!--prerender--></div>',
    `<div id="root" data-path="${path}"${preloadAttr(chunksOf.get(matchRoute([...chunksOf.keys()], path)))} inert>${html}</div>`,
  );
  const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
rmSync(ssrDir, { recursive: true, force: true });
// A build for a real backend carries nothing of the demo API, not even the worker script from public/.
if (process.env.VITE_API_BASE_URL) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
// ...and has the offline worker instead (the demo's own worker needs the same scope).
if (process.env.VITE_API_BASE_URL) console.log(`precached ${await writeServiceWorker(outDir)} files`);
console.log(`prerendered ${PRERENDER_PATHS.length} routes into ${outDir}`);

/**
 * Each route's chunks beyond what the entry loads anyway: its screens' chunks and everything they import
 * statically (the page's data layer among them), as URLs, from Vite's manifest.
 */
function routeChunks(screens, manifest) {
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const upFront = closure(['index.html']);
  const out = new Map();
  for (const [pattern, files] of screens) {
    const keys = files.map((file) => {
      const key = file.replace(/^\//, '');
      if (!manifest[key]) throw new Error(`${file} (a screen of ${pattern}) is not in the build's manifest`);
      return key;
    });
    out.set(
      pattern,
      [...closure(keys)].filter((k) => !upFront.has(k)).map((k) => `/${manifest[k].file}`),
    );
  }
  return out;
}

function preloadAttr(chunks) {
  return chunks?.length ? ` data-preload='${attr(chunks)}'` : '';
}
