// The offline worker, for builds that talk to a real backend: src/sw/sw.ts bundled, then Workbox writes the
// precache list into it. Runs after prerendering, so every prerendered page is in that list.
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

export async function writeServiceWorker(outDir) {
  const sw = join(outDir, 'sw.js');
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox's development messages are dropped in a production bundle.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      // Into the build itself; Workbox then writes the precache list into the same file.
      outDir,
      emptyOutDir: false,
      lib: { entry: 'src/sw/sw.ts', formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
    },
  });
  const { count, warnings } = await injectManifest({
    swSrc: sw,
    swDest: sw,
    globDirectory: outDir,
    globPatterns: ['**/*.{html,js,css,svg,png,jpg,webp,webmanifest,woff2}'],
    globIgnores: ['sw.js'],
    maximumFileSizeToCacheInBytes: 5_000_000,
    // Hashed names need no revision; a page is cached under its own address (/career, not career/index.html).
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (list) => ({
        manifest: list.map((e) => ({ ...e, url: `/${e.url}`.replace(/\/index\.html$/, '') || '/' })),
      }),
    ],
  });
  if (warnings.length) throw new Error(warnings.join('\n'));
  return count;
}
