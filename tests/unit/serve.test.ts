import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The preview host (scripts/serve.mjs), which the browser tests and the benchmarks stand behind: it must send what
// a real static host sends, or Lighthouse measures other bytes than a visitor gets.
const SCRIPT = 'export const answer = 42;\n'.repeat(200);
let dir: string;
let server: ChildProcess;
let base: string;

function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'career'));
  writeFileSync(join(dir, 'assets', 'entry-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'career', 'index.html'), '<p>the board</p>');
  writeFileSync(join(dir, 'app-shell.html'), '<div id="root"></div>');
  const port = 4600 + Math.floor(Math.random() * 300);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/serve.mjs', String(port), dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
});

afterAll(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('the preview host', () => {
  it('sends Brotli to a browser that takes it, as the big static hosts do', async () => {
    const answer = await fetchRaw('/assets/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to one that takes only gzip, and plain bytes to one that takes neither', async () => {
    const gzip = await fetchRaw('/assets/entry-abc.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await fetchRaw('/assets/entry-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("serves a prerendered route's own HTML, and the app shell for any other path, uncached", async () => {
    const board = await fetchRaw('/career', 'br');
    expect(brotliDecompressSync(board.body).toString()).toBe('<p>the board</p>');
    expect(board.headers['cache-control']).toBe('no-cache');
    const other = await fetchRaw('/developer/someone/42', 'br');
    expect(brotliDecompressSync(other.body).toString()).toBe('<div id="root"></div>');
    expect((await fetchRaw('/assets/missing.js')).status).toBe(404);
  });
});
