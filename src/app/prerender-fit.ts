/**
 * Whether the prerendered markup in #root may be kept (and hydrated) at this address, or must be dropped before
 * it paints so the app renders from scratch. index.html runs this inline, before any module loads: vite.config.ts
 * writes its source into the page, so it must stay self-contained (no imports, nothing from outside its body)
 * and plain enough for any browser the app supports.
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
  const here = pathname.replace(/\/+$/, '') || '/';
  if (own === '*') {
    const parts = here.split('/');
    return !routes.some(function (pattern) {
      const want = pattern.split('/');
      return (
        want.length === parts.length &&
        want.every(function (seg, i) {
          return seg.charAt(0) === ':' ? parts[i] !== '' : seg.toLowerCase() === parts[i]!.toLowerCase();
        })
      );
    });
  }
  if (own !== here) return false;
  return search
    .replace(/^\?/, '')
    .split('&')
    .every(function (pair) {
      const name = pair.split('=')[0]!;
      return name === '' || /^utm_/.test(name) || name === 'gclid' || name === 'fbclid';
    });
}
