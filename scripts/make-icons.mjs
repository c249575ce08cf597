// Draws the app icons of public/manifest.webmanifest: renders SVG (the site's logo) in Chromium and saves PNGs.
// Usage: node scripts/make-icons.mjs   (writes public/icons/*.png; run again after changing the drawing)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const BLUE = '#1d5ef1';
// The logo's "</>" glyph, as drawn in public/favicon.svg (a 64-unit square).
const GLYPH =
  '<path d="M24 20 12 32l12 12M40 20l12 12-12 12" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

/** The logo as shown in a browser or launcher that does not crop: a rounded square on transparency. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BLUE}"/>${GLYPH}</svg>`;

/**
 * Maskable: the launcher crops it to its own shape, keeping at least the central circle of 80 % of the width,
 * so the background bleeds to the edges and the glyph is scaled down to sit well inside that circle.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${GLYPH}</g></svg>`;

/** iOS rounds the corners itself and shows transparency as black: a full square. */
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${GLYPH}</g></svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-192.png', maskable, 192],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', square, 180],
  // The tab's icon. A PNG, not the SVG: Chromium draws an SVG icon by building a document for it on the page's
  // main thread, while the page hydrates; a PNG is only decoded.
  ['favicon-32.png', rounded, 32],
];

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});
for (const [name, svg, size] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: new URL(name, outDir).pathname, omitBackground: true });
  await page.close();
  console.log(`public/icons/${name} (${size}×${size})`);
}
await browser.close();
