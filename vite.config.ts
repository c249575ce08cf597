/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * `vite preview` serves a prerendered route's own HTML (dist/career/index.html for /career), as static hosts
 * with "pretty URLs" do; every other path falls back to index.html, whose inline script drops markup that is
 * not its own.
 */
function servePrerenderedRoutes(): Plugin {
  return {
    name: 'serve-prerendered-routes',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0]!.replace(/\/+$/, '');
        if (path && !path.includes('.') && existsSync(join(outDir, path, 'index.html'))) {
          req.url = `${path}/index.html${req.url!.slice(req.url!.split('?')[0]!.length)}`;
        }
        next();
      });
    },
  };
}

/**
 * The entry module starts only after the first frame, so the browser paints the prerendered page (and the
 * splash) before it fetches, parses and hydrates the app. No modulepreload links: a preload finished before
 * the first paint would count towards it.
 */
function runEntryAfterFirstPaint(): Plugin {
  return {
    name: 'run-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html
          .replace(
            /<script type="module" crossorigin src="([^"]+)"><\/script>/,
            (_m, src: string) => `<script type="module">requestAnimationFrame(() => setTimeout(() => import('${src}')));</script>`,
          )
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), servePrerenderedRoutes(), runEntryAfterFirstPaint()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // react-slick and react-countup are CommonJS with a default export; without this the
  // production bundle renders React error #130 for them while dev and Vitest work.
  legacy: { inconsistentCjsInterop: true },
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
