import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { clearRequestFailures } from '@/lib/http/request-log';
import { queryClient } from '@/lib/http/query-client';
import { forgetSessionEnd } from '@/lib/session/ended';
import { resetDb } from '@/mocks/db';
import { disarmFaults } from '@/mocks/handlers/faults';
import { server } from '@/mocks/node';
import { polyfillDialog } from './utils/dialog-polyfill';

// Retries keep their count and conditions in tests, but without the real seconds of waiting.
// (The delay function itself is unit-tested in tests/unit/http.dom.test.ts.)
http.defaults['axios-retry'] = { retryDelay: () => 0 };

// jsdom's Blob has no stream(), which MSW's XHR interceptor calls to answer a request made for a blob (the jobs
// list is, lib/http/client.ts: bulk).
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    });
  } as typeof Blob.prototype.stream;
}

polyfillDialog();

// One budget for every findBy/waitFor, and no test shortens it: each waits for something it names (a heading, a
// URL, a message), and a longer wait hides no bug, since what never shows still fails. A route's screen is a lazy
// module Vitest transforms on first use, and on a busy 2-core machine (a browser beside the suite, other jobs)
// that and the renders can take several seconds where they take a fraction of one unloaded.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  disarmFaults();
  // One cache for the app, as in the browser (the routes' loaders fill it): each test starts with it empty.
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  clearRequestFailures();
  forgetSessionEnd();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
