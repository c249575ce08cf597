// A static host for the offline worker's browser tests: serves one of several builds of the app, as a host does
// (pretty URLs, app-shell.html for any other path), and switches to another build on
// `POST /__release?to=NAME`, so a test can publish a new release under an open tab. `POST /__offline?on=1` makes
// every request fail at the socket, as with no network.
// Usage: node tests/e2e/release-server.mjs PORT NAME=DIR [NAME=DIR...]   (the first build is served first)
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const [port, ...builds] = process.argv.slice(2);
const dirs = Object.fromEntries(builds.map((b) => b.split('=')));
let current = builds[0].split('=')[0];
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
    current = url.searchParams.get('to');
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
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(readFileSync(file));
}).listen(Number(port), '127.0.0.1', () => console.log(`releases on http://127.0.0.1:${port}`));
