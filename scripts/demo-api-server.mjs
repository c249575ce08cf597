// The demo API as an HTTP server on 127.0.0.1, for a production build pointed at it
// (VITE_API_BASE_URL=http://127.0.0.1:5050).
// Usage: node scripts/demo-api-server.mjs [port=5050] [latencyMs=0] [demoJobs]   (demoJobs: N generated jobs)
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const port = Number(process.argv[2] ?? 5050);
const latency = Number(process.argv[3] ?? 0);
const demoJobs = process.argv[4] === undefined ? undefined : Number(process.argv[4]);
// Inside node_modules so the bundle resolves the project's packages (msw).
const outDir = resolve(`node_modules/.cache/demo-api-${port}`);
await build({
  logLevel: 'warn',
  build: { ssr: 'src/mocks/http-server.ts', outDir, emptyOutDir: true },
});
const { startDemoServer } = await import(pathToFileURL(join(outDir, 'http-server.js')).href);
await startDemoServer(port, latency, demoJobs);
console.log(`demo API on http://127.0.0.1:${port}`);
