import { HttpResponse, http, type HttpHandler } from 'msw';
import { json, readJsonBody, str } from '../respond';

/**
 * Demo and browser tests only, not part of the backend: arm a failure for the calls to one path, so the app's
 * error states can be seen and tested against the running demo.
 *
 *   POST /__demo/faults { path: "v1/leaderboard/all", status: 500, body?: {…} }   status 0 = no answer at all
 *   DELETE /__demo/faults                                                          back to normal
 *
 * A fault lasts until cleared (so the client's retries meet it too) and lives in memory: a reload forgets it.
 */
interface Fault {
  status: number;
  body: unknown;
}

const faults = new Map<string, Fault>();

const pathOf = (url: string) => new URL(url).pathname.replace(/^\/+|\/+$/g, '');

export const faultHandlers: HttpHandler[] = [
  http.post('*/__demo/faults', async ({ request }) => {
    const read = await readJsonBody(request);
    if ('response' in read) return read.response;
    const path = str(read.body?.path).replace(/^\/+|\/+$/g, '');
    const status = Number(read.body?.status ?? 500);
    if (!path || !Number.isInteger(status) || (status !== 0 && (status < 400 || status > 599))) {
      return json({ success: false, message: 'Expected { path, status: 0 or 400-599, body? }' }, 400);
    }
    faults.set(path, { status, body: read.body?.body ?? { success: false, error: 'Simulated failure' } });
    return json({ success: true });
  }),
  http.delete('*/__demo/faults', () => {
    faults.clear();
    return json({ success: true });
  }),
  // Runs before every demo handler; answering nothing lets the request through to them.
  http.all('*/v1/*', ({ request }) => {
    const fault = faults.get(pathOf(request.url));
    if (!fault) return undefined;
    return fault.status === 0 ? HttpResponse.error() : json(fault.body, fault.status);
  }),
];
