import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import { configureDemo } from './config';
import { seedGeneratedJobs } from './db';
import { handlers } from './handlers';

/**
 * The demo API as a real HTTP server on loopback, for what needs a backend outside a browser tab: Lighthouse on
 * the production build (logged-in pages included), benchmarks, and a look at the build against "a backend".
 * The same handlers and seed as the in-browser demo; data lives in memory for the server's life. CORS is open
 * and credential-free, as the real backend's is.
 */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

/** `demoJobs`: the jobs table starts as that many generated jobs (as the in-browser demo's `?demoJobs=N`). */
export function startDemoServer(port: number, latencyMs = 0, demoJobs?: number): Promise<Server> {
  configureDemo({ persist: false, latencyMs });
  if (demoJobs !== undefined) seedGeneratedJobs(demoJobs);
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    void (async () => {
      const request = await toRequest(req, origin);
      const response =
        (await getResponse(handlers, request)) ??
        new Response(`<pre>Cannot ${request.method} ${new URL(request.url).pathname}</pre>`, {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      const headers: Record<string, string> = { ...CORS };
      response.headers.forEach((value, name) => (headers[name] = value));
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500, { ...CORS, 'Content-Type': 'text/html' }).end(`<pre>${String(error)}</pre>`);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
