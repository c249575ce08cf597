// The built app behind a static host, as hosts serve it: a prerendered route's own HTML (dist/career/index.html
// for /career), app-shell.html for any other path, hashed assets cached for good. For `npm run preview`, the
// benchmarks and the browser tests. Given several builds, it serves the first and switches on
// `POST /__release?to=NAME`, so a test can publish a new release under an open tab; `POST /__offline?on=1` makes
// every request fail at the socket, as with no network.
// Usage: node scripts/serve.mjs PORT DIR | NAME=DIR [NAME=DIR...]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const [port, ...builds] = process.argv.slice(2);
const dirs = Object.fromEntries(builds.map((b) => (b.includes('=') ? b.split('=') : [b, b])));
let current = Object.keys(dirs)[0];
let offline = false;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};

const gzipped = new Map();
const gzipOf = (file) => {
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(file)));
  return gzipped.get(key);
};

function fileFor(root, pathname) {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [path, join(path, 'index.html')]) {
    const file = join(root, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return extname(path) ? null : join(root, 'app-shell.html');
}

createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (req.method === 'POST' && url.pathname === '/__release') {
    const to = url.searchParams.get('to');
    if (to in dirs) current = to;
    return res.end(current);
  }
  if (req.method === 'POST' && url.pathname === '/__offline') {
    offline = url.searchParams.get('on') === '1';
    return res.end(String(offline));
  }
  if (offline) return req.socket.destroy();
  const file = fileFor(dirs[current], url.pathname);
  if (!file) {
    res.writeHead(404);
    return res.end('Not found');
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // Text is sent compressed, as every host does (Lighthouse measures what crosses the network).
  const gzip = /text|javascript|json|svg/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  res.end(gzip ? gzipOf(file) : readFileSync(file));
}).listen(Number(port), '127.0.0.1', () => console.log(`${current} on http://127.0.0.1:${port}`));
