import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The files the app's code is split into, besides the entry (main.tsx and all it imports statically, in one file)
 * and the route modules (a file each, which the router loads and a prerendered page's HTML preloads). Left to
 * itself the bundler makes a file of every set of modules that a different set of routes shares: /career fetched
 * 17 files before its first paint, and a phone fetches six at a time, a round trip each. So what two or more route
 * modules share travels in a few files:
 * - `data`: the data layer (axios, the query hooks, every API module) and the routes' loaders, for every page that
 *   fetches. A loader is a module of its own that its route imports on demand, but in this file it costs no round
 *   trip: the request leaves as soon as the router has matched, while the screen's file is still on its way;
 * - a feature's name: what that feature's screens share (the board's and a job page's tags, say);
 * - `kit`: the helpers and UI pieces shared across features, except those that bring a package of their own (an
 *   animation library, the data layer), which a page loads only when it uses them. check-bundle.mjs fails a
 *   kit that needs more than the entry.
 * Any other module imported on demand (`import()`) keeps a file of its own.
 */
// The entry takes what it imports of these first (the query client, say).
const DATA =
  /\/node_modules\/(axios|axios-retry|is-retry-allowed|@tanstack\/(react-query|query-core))\/|\/src\/lib\/(http\/(client|errors|query-client|read-fields)|format\/slug)\.ts$|\/src\/entities\/(job\/(jobs|use-jobs)|user\/(users|use-users)|class\/(classes|use-classes))\.ts$/;
const LOADER = /\/src\/features\/[^/]+\/pages\/[^/]+-loader\.ts$/;
const norm = (id: string) => id.replaceAll('\\', '/');
/** The data layer; with it the routes' loaders, and the features' `api/` modules they start their queries with. */
function dataFile(id: string, ctx: Rolldown.ChunkingContext, seen = new Set([id])): 'data' | null {
  const path = norm(id);
  if (DATA.test(path) || LOADER.test(path)) return 'data';
  if (!/\/src\/features\/[^/]+\/api\//.test(path)) return null;
  const importers = ctx.getModuleInfo(id)?.importers.filter((importer) => !seen.has(importer)) ?? [];
  importers.forEach((importer) => seen.add(importer));
  return importers.some((importer) => dataFile(importer, ctx, seen)) ? 'data' : null;
}
const NOT_KIT = /\/(reveal|reveal-features|count-up|users-table|staff-store)\.tsx?$/;
function sharedFile(id: string, ctx: Rolldown.ChunkingContext) {
  const path = norm(id);
  if (ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
  const feature = /\/src\/features\/([^/]+)\//.exec(path);
  if (feature) return feature[1];
  return /\/src\/(lib|components\/ui|entities)\//.test(path) && !NOT_KIT.test(path) ? 'kit' : null;
}

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
        // Chrome's compile hint: V8 compiles every function of a file while it downloads, off the main thread,
        // instead of on the main thread at each first call. Each of our files is fetched when its code is to run.
        postBanner: '//# allFunctionsCalledOnLoad',
        // A group takes only the modules it names, not what they import.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The entry and everything it imports statically, as one script: left to itself the bundler splits it
            // by which lazy chunks also import each module (about thirty small files, each compiled on the main
            // thread before the first paint); one big script is compiled off it, and fetched in one request.
            { name: 'index', tags: ['$initial'] },
            // Every module of the data layer, even one that a single route uses: it has the loaders with it.
            { name: dataFile, debugName: 'data' },
            { name: sharedFile, minShareCount: 2, debugName: 'shared' },
          ],
        },
      },
    },
  },
});
