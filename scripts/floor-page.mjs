// The floor's /career (bench-floor.mjs): the build's page with its scripts swapped for one, and nothing else changed.

/** The API origin the build was made for, from the page's preconnect. */
export function apiOrigin(html) {
  return /<link rel="preconnect" href="([^"]+)"/.exec(html)?.[1];
}

/**
 * The page with the app's entry replaced by `src` and every modulepreload gone: the same HTML, splash, stylesheet,
 * inline scripts and prerendered markup, so the person sees the same first paint. Throws when the entry is not
 * there (a build whose output changed shape), rather than measuring the app under the floor's name.
 */
export function floorPage(html, src) {
  const entry = /<script type="module" crossorigin src="\/assets\/index-[^"]+"><\/script>/;
  if (!entry.test(html)) throw new Error("the build's entry script was not found in the page");
  return html
    .replace(entry, `<script type="module" src="${src}"></script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}
