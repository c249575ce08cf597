import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
  // Not lib/request-log either: logout (on every page) empties it.
  /\/src\/lib\/(http|errors|slug)\.ts$/,
  /\/src\/lib\/api\//,
];
const inDataChunk = (id: string) => DATA_CHUNK.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // react-slick and react-countup are CommonJS with a default export; without this the
  // production bundle renders React error #130 for them while dev and Vitest work.
  legacy: { inconsistentCjsInterop: true },
  // Prerendered HTML is written at build time: anything time-dependent renders the build's value first.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Only the listed modules join the group, not what they import: a module the entry imports would make
        // the entry import the whole chunk (check-bundle fails when that happens).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'data', test: inDataChunk },
            // The entry and everything it imports statically, as one script: left to itself the bundler splits it
            // by which lazy chunks also import each module (about thirty small files, each compiled on the main
            // thread before the first paint); one big script is compiled off it, and fetched in one request.
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
