/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderFits } from './src/app/prerender-fit.ts';

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
 * index.html's inline check of the prerendered markup runs before any module: the function's source is written
 * into the page, so there is one tested implementation (src/app/prerender-fit.ts) rather than a copy in HTML.
 */
function inlinePrerenderFit(): Plugin {
  return {
    name: 'inline-prerender-fit',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('__PRERENDER_FITS__', `(${prerenderFits.toString()})`),
    },
  };
}

/**
 * On a prerendered page the entry module starts only after the first frame, so the browser paints the page
 * (and the splash) before it fetches, parses and hydrates the app; no modulepreload links either, since a
 * preload that finishes before the first paint would count towards it. Where there is nothing prerendered to
 * show, the entry and its static imports are fetched at once.
 */
const PAINT_WAIT_LIMIT_MS = 500;

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
            // Prerendered: start once the browser reports its first contentful paint (a background tab may
            // never paint, hence the timer).
            const boot = [
              `let started = false; const go = () => { if (!started) { started = true; import('${src}'); } };`,
              `if (document.getElementById('root').firstElementChild) {`,
              `try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) setTimeout(go); }).observe({ type: 'paint', buffered: true }); } catch (e) { requestAnimationFrame(() => setTimeout(go)); }`,
              `setTimeout(go, ${PAINT_WAIT_LIMIT_MS});`,
              `} else { for (const href of ${JSON.stringify(deps)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); go(); }`,
            ];
            return `<script type="module">${boot.join(' ')}</script>`;
          })
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlinePrerenderFit(),
    servePrerenderedRoutes(),
    runEntryAfterFirstPaint(),
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
  build: { target: 'es2022', sourcemap: false },
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
