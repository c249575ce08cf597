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

await build({ build: { outDir, emptyOutDir: true, manifest: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: true },
});
const prerender = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
const readManifest = (dir) => JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const manifest = readManifest(outDir);
rmSync(join(outDir, '.vite'), { recursive: true, force: true });
// The source module of each screen and loader a route loads on demand, found by what its server-side file exports:
// the route table names them by import(), and prerender.routeModulesFor hands back what those imports resolved to.
// A module that loads only in a browser (the offline worker's) is no route's: skip it.
const sourceOf = new Map();
for (const [src, chunk] of Object.entries(readManifest(ssrDir))) {
  if (!chunk.isDynamicEntry) continue;
  const exports = await import(pathToFileURL(join(ssrDir, chunk.file)).href).catch(() => ({}));
  for (const value of Object.values(exports)) sourceOf.set(value, src);
}

const apiBase = process.env.VITE_API_BASE_URL ?? '';
// Every page is the template with its own markup in #root; the inline scripts (and so their hashes) are the same.
// The stylesheet is linked in <body>, after the splash: a stylesheet there holds the parser, not the first paint, so
// the splash shows at once and the page's own markup, parsed only once the styles are in, never shows unstyled.
const built = withCspMeta(readFileSync(join(outDir, 'index.html'), 'utf8'), apiBase);
const template = built.replace(/(<link rel="stylesheet"[^>]*>)([\s\S]*)(<div id="root">)/, '$2$1$3');
const SLOT = '<div id="root"></div>';
if (!template.includes(SLOT)) throw new Error('index.html has no empty #root to prerender into');
// For hosts that can send headers: the same policy (a header also allows frame-ancestors, which a meta cannot),
// as a Netlify/Cloudflare `_headers` file and an nginx snippet (docs/serving.md: Content security policy).
const policy = `${contentSecurityPolicy(template, apiBase)}; frame-ancestors 'none'`;
const headers = `Content-Security-Policy: ${policy}\nX-Content-Type-Options: nosniff\nReferrer-Policy: strict-origin-when-cross-origin`;
writeFileSync(join(outDir, 'csp.txt'), `${policy}\n`);
writeFileSync(join(outDir, '_headers'), `/*\n${headers.replace(/^/gm, '  ')}\n`);
const nginx = headers.replace(/^(.+?): (.+)$/gm, 'add_header $1 "$2" always;');
writeFileSync(join(outDir, 'nginx-headers.conf'), `${nginx}\n`);
// A module the entry loads anyway needs no preload of its own.
const closure = (keys, seen = new Set()) => {
  for (const key of keys) if (!seen.has(key)) closure(manifest[key].imports ?? [], seen.add(key));
  return seen;
};
const upFront = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const tag = (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`;
const preloads = (keys) => [...closure(keys)].map((key) => (upFront.has(key) ? '' : tag(key))).join('');
// The connection to the API opens while the scripts load, instead of when the first request leaves.
const preconnect = apiBase && `<link rel="preconnect" href="${new URL(apiBase).origin}" crossorigin>`;
// Every page needs React's renderer, which the entry asks for beside the router (main.tsx): it comes with the HTML.
const renderer = Object.keys(manifest).filter((key) => key.endsWith('react-dom/client.js'));
/** The template, fetching with the entry the renderer, the modules `keys` and what they import. */
const withPreloads = (keys) =>
  template.replace('</head>', `${preconnect}${preloads([...renderer, ...keys])}</head>`);
// The fallback for every other path holds no prerendered markup: its routes are known only once the router runs.
writeFileSync(join(outDir, 'app-shell.html'), withPreloads([]));
for (const path of prerender.PRERENDER_PATHS) {
  // The route's screens and loaders, and what they import, load with the entry instead of after the router matched.
  const modules = await prerender.routeModulesFor(path);
  const head = withPreloads(modules.flatMap((value) => sourceOf.get(value) ?? []));
  const page = head.replace(SLOT, `<div id="root">${await prerender.render(path)}</div>`);
  const file = join(outDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
rmSync(ssrDir, { recursive: true, force: true });
// A build for a real backend carries nothing of the demo API, not even the worker script from public/.
if (process.env.VITE_API_BASE_URL) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
// ...and has the offline worker instead (the demo's own worker needs the same scope).
if (process.env.VITE_API_BASE_URL) console.log(`precached ${await writeServiceWorker(outDir)} files`);
console.log(`prerendered ${prerender.PRERENDER_PATHS.length} routes into ${outDir}`);
