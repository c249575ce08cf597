/**
 * What index.html decides inline, before any module loads: vite.config.ts writes these two functions' source
 * into the page, so they must stay self-contained (no imports, nothing from outside their bodies but each other)
 * and plain enough for any browser the app supports.
 */

/**
 * The route pattern an address belongs to, or null (a 404). Several may match ('/store/books' and
 * '/store/:x'): the one with the most literal segments wins, as in the router's own ranking.
 */
export function matchRoute(routes: readonly string[], pathname: string): string | null {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  let best: string | null = null;
  let bestLiterals = -1;
  for (let r = 0; r < routes.length; r++) {
    const want = routes[r]!.split('/');
    if (want.length !== parts.length) continue;
    let literals = 0;
    let fits = true;
    for (let i = 0; i < want.length && fits; i++) {
      if (want[i]!.charAt(0) === ':') fits = parts[i] !== '';
      else if (want[i]!.toLowerCase() === parts[i]!.toLowerCase()) literals += 1;
      else fits = false;
    }
    if (fits && literals > bestLiterals) {
      best = routes[r]!;
      bestLiterals = literals;
    }
  }
  return best;
}

/**
 * Whether the prerendered markup in #root may be kept (and hydrated) at this address, or must be dropped before
 * it paints so the app renders from scratch.
 *
 * - A route's page was rendered for its path with no query. A query can change the first render (the jobs board
 *   reads its filters and page from it), and hydrating markup that differs makes React throw it away and paint
 *   again; so any query drops it, except tracking parameters no page reads (utm_*, gclid, fbclid).
 * - The fallback page ('*') holds the 404 page and the route patterns: it is kept only where no route matches.
 */
export function prerenderFits(
  own: string | null,
  routes: readonly string[],
  pathname: string,
  search: string,
): boolean {
  if (own === '*') return matchRoute(routes, pathname) === null;
  if (own !== (pathname.replace(/\/+$/, '') || '/')) return false;
  return search
    .replace(/^\?/, '')
    .split('&')
    .every(function (pair) {
      const name = pair.split('=')[0]!;
      return name === '' || /^utm_/.test(name) || name === 'gclid' || name === 'fbclid';
    });
}
