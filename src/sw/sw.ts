/// <reference lib="webworker" />
// The offline worker of a build for a real backend (never in the demo, whose API is MSW's worker on the same
// scope). Built by scripts/sw.mjs after the pages are prerendered, which injects the precache list.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const entries = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
const isAsset = (url: string) => url.startsWith('/assets/');

// Pages, the app shell, icons and images: replaced as a whole by each release.
precacheAndRoute(entries.filter((e) => !isAsset(e.url)));
// Any other page (not prerendered, or with a query string that changes its first render) opens from the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/app-shell.html'), { denylist: [/^\/__/] }));

// Code and styles are named by their hash and kept across releases, so a tab still running the previous release
// can load the chunks it has not loaded yet. A file unused for a week goes.
const assets = new CacheFirst({
  cacheName: 'codershub-assets',
  plugins: [new ExpirationPlugin({ maxAgeSeconds: 7 * 24 * 3600 })],
});
registerRoute(({ url }) => url.origin === self.location.origin && isAsset(url.pathname), assets);
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(entries.filter((e) => isAsset(e.url)).map((e) => assets.handle({ event, request: e.url }))),
  );
});

// The public lists: the network first, the last answer when there is none. A copy from the cache says when it
// was fetched (X-Fetched-At), so the page can say how old it is.
const API = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
const PUBLIC_LISTS = /^\/v1\/(jobs\/all|classes\/all|projects\/all|leaderboard\/all)$/;
const lists = new NetworkFirst({
  cacheName: 'codershub-lists',
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => {
        if (response.status !== 200) return null;
        const headers = new Headers(response.headers);
        headers.set('X-Fetched-At', new Date().toISOString());
        headers.set('Access-Control-Expose-Headers', 'X-Fetched-At');
        return new Response(await response.blob(), { status: 200, headers });
      },
    },
  ],
});
const api = new URL(API);
const apiPath = api.pathname.replace(/\/+$/, '');
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === api.origin &&
    url.pathname.startsWith(`${apiPath}/`) &&
    PUBLIC_LISTS.test(url.pathname.slice(apiPath.length)),
  lists,
);

// The first visit's page is taken over at once, and the lists it showed before that are fetched again into the
// cache (the same addresses the app asks for), so "after one visit" holds for them too.
clientsClaim();
self.addEventListener('activate', (event) => {
  const warm = ['v1/jobs/all', 'v1/classes/all', 'v1/projects/all', 'v1/leaderboard/all?page=1&limit=10'];
  event.waitUntil(Promise.allSettled(warm.map((path) => lists.handle({ event, request: `${API}/${path}` }))));
});

// The page asks for the new release once the person accepts (or at their next full load).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
