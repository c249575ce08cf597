import { HttpResponse, http, type HttpHandler } from 'msw';
import { readSessionJson, writeSessionJson } from '@/lib/storage/session-storage';
import { demoConfig } from '../config';
import { json, readJsonBody, str } from '../respond';

/**
 * Demo and browser tests only, not part of the backend: arm a failure for the calls to one path, so the app's
 * error states can be seen and tested against the running demo.
 *
 *   POST /__demo/faults { path: "v1/leaderboard/all", status: 500, body?: {…} }   status 0 = no answer at all
 *   POST /__demo/faults { path: "v1/jobs/create", status: 400, afterSave: true }  the call does its work, then fails
 *   DELETE /__demo/faults                                                          back to normal
 *
 * `afterSave` models the deployed backend's faults after a write: the job controller saves the job and then mails
 * the recruiter, and a failing mail answers 400 although the job is stored; a dropped connection loses the reply
 * to a stored job (status 0). The job delete mails the recruiter after deleting, so it can fail the same way
 * (`{ path: "v1/jobs/delete/<id>", status: 500, afterSave: true }`). Only handlers that write honour it (the job
 * create and the job delete).
 *
 * A fault lasts until cleared (so the client's retries meet it too). In the browser it is kept for the tab
 * (sessionStorage), so a test can arm it and then reload to see a failure on arrival.
 */
interface Fault {
  status: number;
  body: unknown;
  afterSave?: boolean;
}

const STORAGE_KEY = 'codershub-demo-faults';
let faults: Map<string, Fault> | null = null;

function armed(): Map<string, Fault> {
  if (faults) return faults;
  faults = new Map();
  if (demoConfig.persist) {
    const saved = readSessionJson(STORAGE_KEY);
    try {
      if (Array.isArray(saved)) faults = new Map(saved as [string, Fault][]);
    } catch {
      /* nothing usable saved: no faults */
    }
  }
  return faults;
}

function save(): void {
  if (!demoConfig.persist) return;
  // Storage unavailable: the fault lasts until a reload.
  writeSessionJson(STORAGE_KEY, [...armed()]);
}

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
    armed().set(path, {
      status,
      body: read.body?.body ?? { success: false, error: 'Simulated failure' },
      afterSave: read.body?.afterSave === true,
    });
    save();
    return json({ success: true });
  }),
  http.delete('*/__demo/faults', () => {
    disarmFaults();
    return json({ success: true });
  }),
  // Runs before every demo handler; answering nothing lets the request through to them.
  http.all('*/v1/*', ({ request }) => {
    const fault = armed().get(pathOf(request.url));
    if (!fault || fault.afterSave) return undefined;
    return answer(fault);
  }),
];

/** Every fault off (each test starts from a working demo API). */
export function disarmFaults(): void {
  armed().clear();
  save();
}

const answer = (fault: Fault) => (fault.status === 0 ? HttpResponse.error() : json(fault.body, fault.status));

/** For a handler that has just saved: the answer an armed `afterSave` fault gives instead of its own, if any. */
export function faultAfterSave(request: Request): Response | null {
  const fault = armed().get(pathOf(request.url));
  return fault?.afterSave ? answer(fault) : null;
}
