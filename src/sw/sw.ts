/// <reference lib="webworker" />
// The offline worker of a build for a real backend (never in the demo, whose API is MSW's worker on the same
// scope). Built by scripts/sw.mjs after the pages are prerendered, which injects the precache list.
//
// Nothing here expires by the server's `Date` header: workbox-expiration refuses a cached response whose `Date` is
// older than its maxAgeSeconds, and a CDN that passes the origin's old `Date` along made a week-old copy (or one a
// day old) unusable offline. Files go by release instead, and lists are replaced each time they are used online.
import { clientsClaim } from 'workbox-core';
import { addRoute, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const entries = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
const isAsset = (url: string) => url.startsWith('/assets/');
const assetUrls = entries.filter((e) => isAsset(e.url)).map((e) => e.url);

/**
 * A weak connection gets the saved copy after this long without an answer (the request layer itself waits 20 s);
 * the network's answer, when it comes, still replaces the copy for next time.
 */
const NETWORK_TIMEOUT_SECONDS = 4;

// Pages, the app shell, icons and images: replaced as a whole by each release (the precache's own clean-up).
precache(entries.filter((e) => !isAsset(e.url)));
// Pages come from the network first, so an old tab's next load reaches the release the host has now, whatever this
// worker saved. The saved page (or, for any page not prerendered or with a query string, the app shell) is the
// answer offline or on a connection too slow to wait for. A page from the network is not saved: the precache holds
// this release's, whose files this worker keeps.
const pages = new NetworkFirst({
  cacheName: 'codershub-pages',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      cacheWillUpdate: async () => null,
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        cachedResponse ?? (await matchPrecache(request.url)) ?? (await matchPrecache('/app-shell.html')),
    },
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: [/^\/__/] }));
// Everything else precached (icons, images, the manifest) from the precache.
addRoute();

// Code and styles are named by their hash: each release keeps its own in a cache named after its file list, and the
// previous release's cache is kept beside it, so a tab still running that release can load the chunks it has not
// loaded yet. Older ones are deleted when a release activates.
const ASSETS = 'codershub-assets';
/** FNV-1a of the release's file names: the same files, the same cache. */
function releaseName(files: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of files.join('\n')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return `${ASSETS}-${(hash >>> 0).toString(36)}`;
}
const RELEASE = releaseName(assetUrls);
const assets = new CacheFirst({
  cacheName: RELEASE,
  plugins: [
    {
      // A file of the previous release, asked for by a tab that still runs it (or that a new release shares).
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        cachedResponse ?? (await caches.match(request)),
    },
  ],
});
registerRoute(({ url }) => url.origin === self.location.origin && isAsset(url.pathname), assets);

/** Every file of this release into its cache: from a previous release's cache when it has it, else the network. */
async function saveRelease(): Promise<void> {
  const cache = await caches.open(RELEASE);
  await Promise.all(
    assetUrls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = (await caches.match(url)) ?? (await fetch(url));
      // A release whose files cannot all be had does not install; the browser tries again later.
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

/** Which asset caches activation keeps, in order: the release before this one, then this one. */
const RELEASES = { cache: 'codershub-releases', key: '/__releases' };
async function keepTwoReleases(): Promise<void> {
  const book = await caches.open(RELEASES.cache);
  const saved = await book.match(RELEASES.key);
  // A worker from before this scheme kept every release's files in one cache: it is the previous release's.
  const before = saved ? ((await saved.json()) as string[]) : [ASSETS];
  const kept = [...before.filter((name) => name !== RELEASE).slice(-1), RELEASE];
  await book.put(RELEASES.key, new Response(JSON.stringify(kept)));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => (name === ASSETS || name.startsWith(`${ASSETS}-`)) && !kept.includes(name))
      .map((name) => caches.delete(name)),
  );
  // What workbox-expiration kept about that cache.
  indexedDB.deleteDatabase('workbox-expiration');
}

// The public lists: the network first, the last answer when there is none (or none in time). A copy from the
// cache says when it was fetched (X-Fetched-At), so the page can say how old it is.
const API = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
const PUBLIC_LISTS = /^\/v1\/(jobs\/all|classes\/all|projects\/all|leaderboard\/all)$/;
/**
 * A read that only the server may answer carries this query parameter (src/lib/http/offline-copies.ts:
 * NETWORK_ONLY_PARAM): the check after a post whose answer was lost must not take this worker's old copy of the
 * board for the server's word.
 */
const NETWORK_ONLY_PARAM = 'fresh';
const LISTS = 'codershub-lists';

async function stamped(response: Response): Promise<Response | null> {
  if (response.status !== 200) return null;
  const headers = new Headers(response.headers);
  headers.set('X-Fetched-At', new Date().toISOString());
  headers.set('Access-Control-Expose-Headers', 'X-Fetched-At');
  return new Response(await response.blob(), { status: 200, headers });
}

const lists = new NetworkFirst({
  cacheName: LISTS,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [{ cacheWillUpdate: ({ response }) => stamped(response) }],
});
const api = new URL(API);
const apiPath = api.pathname.replace(/\/+$/, '');
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === api.origin &&
    url.pathname.startsWith(`${apiPath}/`) &&
    PUBLIC_LISTS.test(url.pathname.slice(apiPath.length)) &&
    !url.searchParams.has(NETWORK_ONLY_PARAM),
  lists,
);

// The lists the first page showed before this worker took it over, fetched into the cache (the same addresses the
// app asks for), so "after one visit" holds for them too. During install, when no page waits on this worker, and
// only those not saved already (an update finds them saved from use); given up after WARM_LIMIT_MS. Never in
// activation: while a worker activates, the browser holds every request of the pages it is to control.
const WARM = ['v1/jobs/all', 'v1/classes/all', 'v1/projects/all', 'v1/leaderboard/all?page=1&limit=10'];
const WARM_LIMIT_MS = 30_000;
async function warmLists(): Promise<void> {
  const cache = await caches.open(LISTS);
  const signal = AbortSignal.timeout(WARM_LIMIT_MS);
  await Promise.allSettled(
    WARM.map(async (path) => {
      const url = `${API}/${path}`;
      if (await cache.match(url)) return;
      const copy = await stamped(await fetch(url, { signal }));
      if (copy) await cache.put(url, copy);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([saveRelease(), warmLists()]));
});
// The first visit's page is taken over at once.
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(keepTwoReleases());
});

// The page asks for the new release once the person accepts (or at their next full load), and so does the page
// whose code could not start (index.html).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
