/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { reactSentinelsWithoutStacks } from './build/react-sentinels.ts';
import { matchRoute, prerenderFits } from './src/app/prerender-fit.ts';

/**
 * `vite preview` serves a prerendered route's own HTML (dist/career/index.html for /career), as static hosts
 * with "pretty URLs" do, and app-shell.html for every other path (the SPA fallback).
 */
function servePrerenderedRoutes(): Plugin {
  return {
    name: 'serve-prerendered-routes',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0]!.replace(/\/+$/, '');
        const query = req.url!.slice(req.url!.split('?')[0]!.length);
        if (path && !path.includes('.')) {
          if (existsSync(join(outDir, path, 'index.html'))) req.url = `${path}/index.html${query}`;
          else if (existsSync(join(outDir, 'app-shell.html'))) req.url = `/app-shell.html${query}`;
        }
        next();
      });
    },
  };
}

/**
 * index.html's inline check of the prerendered markup runs before any module: the functions' source is written
 * into the page, so there is one tested implementation (src/app/prerender-fit.ts) rather than a copy in HTML.
 */
function inlinePrerenderFit(): Plugin {
  return {
    name: 'inline-prerender-fit',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('__ADDRESS_RULES__', () => `${matchRoute.toString()}\n${prerenderFits.toString()}`),
    },
  };
}

/**
 * On a prerendered page the entry module starts only after the first frame, so the browser paints the page
 * (and the splash) before it fetches, parses and hydrates the app; no modulepreload links in the HTML either,
 * since a preload that finishes before the first paint would count towards it. Where there is nothing
 * prerendered to show, the entry starts at once. Either way the entry's imports and the chunks of the address's
 * route (#root's data-preload, written by scripts/build.mjs or, on the fallback page, by index.html's inline
 * script) are preloaded with it, rather than discovered one level at a time.
 */
// Only a safety net for a page that never reports a paint: a slow phone can take well over half a second to
// paint, and a script fetched before then competes with the first paint (and counts towards it).
const PAINT_WAIT_LIMIT_MS = 3000;

function runEntryAfterFirstPaint(): Plugin {
  return {
    name: 'run-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const deps = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
          (m) => m[1],
        );
        return html
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
            const boot = [
              `const root = document.getElementById('root'); let started = false;`,
              // Starting a fetch costs the main thread about a millisecond on a phone, several when DevTools or
              // Lighthouse records each request's initiator: one task per chunk, so eight of them never add up
              // to one long task.
              `const preload = (hrefs) => { for (const href of hrefs) setTimeout(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))); };`,
              `const go = () => { if (started) return; started = true; import('${src}'); preload(${JSON.stringify(deps)});`,
              `preload(JSON.parse(root.dataset.preload || '[]')); };`,
              // Prerendered: start once the browser reports its first contentful paint (a background tab may
              // never paint, hence the timer).
              `if (root.firstElementChild) {`,
              `try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) setTimeout(go); }).observe({ type: 'paint', buffered: true }); } catch (e) { requestAnimationFrame(() => setTimeout(go)); }`,
              `setTimeout(go, ${PAINT_WAIT_LIMIT_MS});`,
              `} else go();`,
            ];
            return `<script type="module">${boot.join(' ')}</script>`;
          })
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      },
    },
  };
}

/**
 * The data layer as one chunk, loaded by every page that fetches: left to itself the bundler splits it into about
 * ten, and starting each fetch costs the main thread about a millisecond on a phone. Only modules the entry does
 * not import belong here.
 */
const DATA_CHUNK = [
  /node_modules\/(axios|axios-retry|is-retry-allowed|zod)\//,
  /node_modules\/@tanstack\/react-query\/build\/modern\/(useQuery|useBaseQuery|useMutation|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider)\b/,
  /node_modules\/@tanstack\/query-core\/build\/modern\/(mutationObserver|queryObserver)\b/,
  // Not lib/constants: the toast container (on every page) needs one of its numbers, and would pull in all of this.
  /\/src\/lib\/(http|errors|request-log|slug|job-dates)\.ts$/,
  /\/src\/lib\/api\//,
];
const inDataChunk = (id: string) => DATA_CHUNK.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlinePrerenderFit(),
    servePrerenderedRoutes(),
    runEntryAfterFirstPaint(),
    reactSentinelsWithoutStacks(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // react-slick and react-countup are CommonJS with a default export; without this the
  // production bundle renders React error #130 for them while dev and Vitest work.
  legacy: { inconsistentCjsInterop: true },
  // Prerendered HTML is written at build time: anything time-dependent renders the build's value first.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Only the listed modules join the group, not what they import: a module the entry imports would make
        // the entry import the whole chunk (check-bundle fails when that happens).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'data', test: inDataChunk }],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    env: { VITE_API_BASE_URL: '' },
  },
});
