// The performance bar: the JavaScript index.html loads up front (its entry module, what it preloads, and everything
// those import statically) stays ≤ 150 kB gzip, and a build for a real backend carries no demo API.
// Usage: node scripts/check-bundle.mjs [distDir]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g),
  ...html.matchAll(/import\('([^']+\.js)'\)/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*\shref="([^"]+\.js)"/g),
].map((m) => m[1]);
if (entries.length === 0) {
  console.log('no entry script found in index.html');
  process.exit(1);
}

// A file's static imports (`import … from "./x.js"`, `import "./x.js"`); dynamic import() loads later.
const staticImports = (src) =>
  [
    ...readFileSync(join(dist, src), 'utf8').matchAll(
      /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    ),
  ]
    .map((m) => join(dirname(src), m[1]))
    .filter((next) => existsSync(join(dist, next)));

const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const src = queue.shift();
  if (seen.has(src)) continue;
  seen.add(src);
  queue.push(...staticImports(src));
}

let total = 0;
for (const src of seen) {
  const code = readFileSync(join(dist, src));
  const size = gzipSync(code).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${src}`);
}
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(7)} kB  up front (budget ${BUDGET_KB} kB gzip)`);
const leaked = readdirSync(join(dist, 'assets')).filter((f) =>
  /setupWorker|mockServiceWorker/.test(readFileSync(join(dist, 'assets', f), 'utf8')),
);
if (leaked.length) console.log(`demo API code found in: ${leaked.join(', ')}`);
if (existsSync(join(dist, 'mockServiceWorker.js'))) console.log('mockServiceWorker.js is in the build');
process.exit(kb <= BUDGET_KB && !leaked.length && !existsSync(join(dist, 'mockServiceWorker.js')) ? 0 : 1);
