/**
 * A way for the up-front code to empty the cache of server answers without loading it. The cache (the query
 * client, `lib/http/query-client.ts`) travels in the data layer, which a page loads only when it fetches; it
 * registers itself here as it loads. Until then there is nothing cached, so nothing to clear.
 */
let clearCache: (() => void) | undefined;

export function registerAnswerCache(clear: () => void): void {
  clearCache = clear;
}

/** Drops every cached answer: a logout, or a session that ended here or in another tab. */
export function clearAnswerCache(): void {
  clearCache?.();
}
