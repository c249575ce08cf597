// The performance bar: the JavaScript index.html loads up front (entry + modulepreloads) stays ≤ 150 kB gzip,
// and a build for a real backend carries no demo API. Usage: node scripts/check-bundle.mjs [distDir]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const src of scripts) {
  const size = gzipSync(readFileSync(join(dist, src))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${src}`);
}
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(7)} kB  up front (budget ${BUDGET_KB} kB gzip)`);
const leaked = readdirSync(join(dist, 'assets')).filter((f) => {
  const text = readFileSync(join(dist, 'assets', f), 'utf8');
  return /setupWorker|mockServiceWorker/.test(text);
});
if (leaked.length) console.log(`demo API code found in: ${leaked.join(', ')}`);
process.exit(kb <= BUDGET_KB && leaked.length === 0 ? 0 : 1);
