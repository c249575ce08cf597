// The built app behind a static host, as hosts serve it: a prerendered route's own HTML (dist/career/index.html
// for /career), app-shell.html for any other path, hashed assets cached for good. For `npm run preview`, the
// benchmarks and the browser tests. Given several builds, it serves the first and switches on
// `POST /__release?to=NAME`, so a test can publish a new release under an open tab; `POST /__offline?on=1` makes
// every request fail at the socket, as with no network; `POST /__date?age=SECONDS` dates every answer that long
// ago (its `Date` header), as a CDN does that passes the origin's own along with a copy it has held.
// Usage: node scripts/serve.mjs PORT DIR | NAME=DIR [NAME=DIR...]
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

const [port, ...builds] = process.argv.slice(2);
const dirs = Object.fromEntries(builds.map((b) => (b.includes('=') ? b.split('=') : [b, b])));
let current = Object.keys(dirs)[0];
let offline = false;
let dateAge = 0;
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

// Text is sent compressed, as every host does: Brotli at its best level where the browser takes it (as the CDNs
// behind Netlify and Cloudflare Pages do), gzip otherwise. Lighthouse measures what crosses the network. Brotli's
// best level is slow (about 4 s for a whole build), so it is done once, before the server listens (a file rebuilt
// since is sent with gzip); gzip is made on first request. Both are kept until the file changes.
const TEXT = /text|javascript|json|svg/;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
/** `${encoding} ${file}` → the file's compressed bytes, and the mtime they were made from. */
const compressed = new Map();
const keep = (file, encoding, mtimeMs, bytes) => {
  compressed.set(`${encoding} ${file}`, { mtimeMs, bytes });
  return bytes;
};
/** The file's bytes in `encoding`, if they were made from the file as it is now. */
const kept = (file, encoding) => {
  const entry = compressed.get(`${encoding} ${file}`);
  return entry?.mtimeMs === statSync(file).mtimeMs ? entry.bytes : undefined;
};
const precompress = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(TYPES[extname(entry.name)] ?? ''))
    .map(async ({ parentPath, name }) => {
      const file = join(parentPath, name);
      const { mtimeMs } = statSync(file);
      keep(file, 'br', mtimeMs, await promisify(brotliCompress)(readFileSync(file), BROTLI));
    });
await Promise.all(Object.values(dirs).flatMap(precompress));

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
  if (req.method === 'POST' && url.pathname === '/__date') {
    dateAge = Number(url.searchParams.get('age')) || 0;
    return res.end(String(dateAge));
  }
  if (offline) return req.socket.destroy();
  const file = fileFor(dirs[current], url.pathname);
  if (!file) {
    res.writeHead(404);
    return res.end('Not found');
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const accepted = req.headers['accept-encoding'] ?? '';
  const br = /\bbr\b/.test(accepted) ? kept(file, 'br') : undefined;
  const gzip =
    !br && TEXT.test(type) && /\bgzip\b/.test(accepted)
      ? (kept(file, 'gzip') ?? keep(file, 'gzip', statSync(file).mtimeMs, gzipSync(readFileSync(file))))
      : undefined;
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...((br || gzip) && { 'Content-Encoding': br ? 'br' : 'gzip' }),
    ...(dateAge && { Date: new Date(Date.now() - dateAge * 1000).toUTCString() }),
  });
  res.end(br ?? gzip ?? readFileSync(file));
}).listen(Number(port), '127.0.0.1', () => console.log(`${current} on http://127.0.0.1:${port}`));
