import { HttpResponse, http as mswHttp } from 'msw';
import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { listAnswer } from '@/lib/http/read-fields';
import { fetchJobs } from '@/entities/job/jobs';
import { MESSAGES, toErrorMessage } from '@/lib/http/errors';
import { http, request, retryDelay, shouldRetry } from '@/lib/http/client';
import { setSessionEndedHandler } from '@/lib/session/ended';
import { getRequestFailures } from '@/lib/http/request-log';
import { TOKEN_KEY, USER_KEY } from '@/lib/session/session';
import { server } from '@/mocks/node';
import { signToken } from '@/mocks/token';
import { loginAs } from '../utils/session';

const anything = (body: unknown) => body;

function counting(method: 'get' | 'post', path: string, answer: () => Response) {
  const calls = { n: 0, auth: [] as (string | null)[], type: [] as (string | null)[] };
  server.use(
    mswHttp[method](`*/${path}`, ({ request: req }) => {
      calls.n += 1;
      calls.auth.push(req.headers.get('authorization'));
      calls.type.push(req.headers.get('content-type'));
      return answer();
    }),
  );
  return calls;
}

describe('the http client', () => {
  it('has a 20 s timeout and a JSON content type', () => {
    expect(http.defaults.timeout).toBe(20_000);
    expect(http.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('waits attempt × 1 s between retries', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 3000]);
  });

  it('retries network errors and idempotent requests answered ≥ 500; never a write the server answered', () => {
    const err = (method: string, status?: number) =>
      new AxiosError(
        'x',
        status ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK',
        { method, headers: {} } as never,
        {},
        status ? ({ status } as never) : undefined,
      );
    expect(shouldRetry(err('post'))).toBe(true);
    expect(shouldRetry(err('get', 503))).toBe(true);
    expect(shouldRetry(err('get', 500))).toBe(true);
    expect(shouldRetry(err('put', 502))).toBe(true);
    expect(shouldRetry(err('post', 500))).toBe(false);
    expect(shouldRetry(err('patch', 503))).toBe(false);
    expect(shouldRetry(err('post', 400))).toBe(false);
    expect(shouldRetry(err('get', 404))).toBe(false);
  });

  it('tries a 500 four times in all (1 + 3 retries) and then reports the server message', async () => {
    const calls = counting('get', 'v1/flaky', () =>
      HttpResponse.json({ success: false, error: 'Database down' }, { status: 500 }),
    );
    const failure = await request({ method: 'GET', url: 'v1/flaky', read: anything }).catch(
      (e: unknown) => e,
    );
    expect(calls.n).toBe(4);
    expect(toErrorMessage(failure)).toBe('Database down');
  });

  it('retries a network failure three times', async () => {
    const calls = counting('get', 'v1/down', () => HttpResponse.error());
    const failure = await request({ method: 'GET', url: 'v1/down', read: anything }).catch((e: unknown) => e);
    expect(calls.n).toBe(4);
    expect(toErrorMessage(failure)).toBe(MESSAGES.noResponse);
  });

  it('sends a POST answered with 500 once: the server may have saved it', async () => {
    const calls = counting('post', 'v1/jobs/create', () =>
      HttpResponse.json({ success: false, message: 'Database timeout' }, { status: 500 }),
    );
    const failure = await request({ url: 'v1/jobs/create', data: {}, read: anything }).catch(
      (e: unknown) => e,
    );
    expect(calls.n).toBe(1);
    expect(toErrorMessage(failure)).toBe('Database timeout');
  });

  it('retries a POST that never reached a server (no answer at all)', async () => {
    const calls = counting('post', 'v1/unreachable', () => HttpResponse.error());
    await expect(request({ url: 'v1/unreachable', data: {}, read: anything })).rejects.toBeTruthy();
    expect(calls.n).toBe(4);
  });

  it('does not send a call that needs a login without a usable token, and ends an expired session', async () => {
    const calls = counting('post', 'v1/jobs/create', () =>
      HttpResponse.json({ success: true }, { status: 201 }),
    );
    const reasons: string[] = [];
    setSessionEndedHandler((reason) => reasons.push(reason));
    loginAs('recruiter', { expired: true });
    const failure = await request({ url: 'v1/jobs/create', data: {}, read: anything, auth: true }).catch(
      (e: unknown) => e,
    );
    expect(calls.n).toBe(0);
    expect(toErrorMessage(failure)).toBe('Your session has expired. Please log in again.');
    expect(reasons).toEqual(['expired']);

    localStorage.clear();
    await expect(
      request({ url: 'v1/jobs/create', data: {}, read: anything, auth: true }),
    ).rejects.toBeTruthy();
    expect(calls.n).toBe(0);
    expect(reasons).toEqual(['expired']); // nobody was logged in: nothing to end
    setSessionEndedHandler(() => {});
  });

  it('does not retry a 400 on a POST', async () => {
    const calls = counting('post', 'v1/bad', () => HttpResponse.json({ message: 'Nope' }, { status: 400 }));
    await expect(request({ url: 'v1/bad', data: {}, read: anything })).rejects.toBeTruthy();
    expect(calls.n).toBe(1);
  });

  it('defaults to POST with a JSON body, and sends the bearer token only when one is stored', async () => {
    const calls = counting('post', 'v1/echo', () => HttpResponse.json({ ok: true }));
    await request({ url: 'v1/echo', data: { a: 1 }, read: anything });
    const token = signToken('u1', 'student');
    localStorage.setItem(TOKEN_KEY, token);
    await request({ url: 'v1/echo', data: { a: 1 }, read: anything });
    expect(calls.auth).toEqual([null, `Bearer ${token}`]);
    expect(calls.type[0]).toContain('application/json');
  });

  it('never sends an expired token', async () => {
    const calls = counting('get', 'v1/echo', () => HttpResponse.json({ ok: true }));
    localStorage.setItem(TOKEN_KEY, signToken('u1', 'student', Math.floor(Date.now() / 1000) - 7200));
    await request({ method: 'GET', url: 'v1/echo', read: anything });
    expect(calls.auth).toEqual([null]);
  });

  it('stores token and user from a 201 answer that holds both, and returns the body', async () => {
    const token = signToken('u9', 'student');
    counting('post', 'v1/signup', () =>
      HttpResponse.json({ success: true, token, user: { name: 'N' } }, { status: 201 }),
    );
    const body = await request({
      url: 'v1/signup',
      data: {},
      read: (b) => ({ success: (b as { success: unknown }).success }),
    });
    expect(body).toEqual({ success: true });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual({ name: 'N' });
  });

  it('stores nothing from a 201 without a user, or a 200 with both', async () => {
    counting('post', 'v1/a', () => HttpResponse.json({ token: 't.t.t' }, { status: 201 }));
    counting('post', 'v1/b', () => HttpResponse.json({ token: 't.t.t', user: {} }, { status: 200 }));
    await request({ url: 'v1/a', read: anything });
    await request({ url: 'v1/b', read: anything });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('turns a 2xx body that is not JSON into "Invalid JSON response from server"', async () => {
    counting(
      'get',
      'v1/html',
      () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const failure = await request({ method: 'GET', url: 'v1/html', read: anything }).catch((e: unknown) => e);
    expect(toErrorMessage(failure)).toBe('Invalid JSON response from server');
  });

  it('turns an HTML 404 page into "Server error: 404"', async () => {
    const failure = await request({ method: 'GET', url: 'v1/users/abc/nothing', read: anything }).catch(
      (e: unknown) => e,
    );
    expect(toErrorMessage(failure)).toBe('Server error: 404');
  });

  it('refuses a body of the wrong shape with a clear message', async () => {
    counting('get', 'v1/shape', () => HttpResponse.json({ jobs: 'not a list' }));
    const failure = await request({
      method: 'GET',
      url: 'v1/shape',
      read: listAnswer('jobs'),
    }).catch((e: unknown) => e);
    expect(toErrorMessage(failure)).toBe('Unexpected response from server. Please try again later.');
  });

  it('records failures for the System Logs', async () => {
    counting('get', 'v1/logme', () => HttpResponse.json({ message: 'Teapot' }, { status: 418 }));
    await request({ method: 'GET', url: 'v1/logme', read: anything }).catch(() => undefined);
    expect(getRequestFailures()[0]).toMatchObject({
      method: 'GET',
      url: 'v1/logme',
      status: 418,
      message: 'Teapot',
    });
  });

  it('ends the session once when authenticated calls answer 401, and not for anonymous ones', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    counting('get', 'v1/private', () =>
      HttpResponse.json({ message: 'Invalid or expired token', error: 'jwt expired' }, { status: 401 }),
    );
    await request({ method: 'GET', url: 'v1/private', read: anything }).catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
    // A token alone (half-way through a login) is not a session: its 401 is a login failure.
    localStorage.setItem(TOKEN_KEY, signToken('u1', 'student'));
    await request({ method: 'GET', url: 'v1/private', read: anything }).catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
    loginAs('student');
    await Promise.all([
      request({ method: 'GET', url: 'v1/private', read: anything }).catch(() => undefined),
      request({ method: 'GET', url: 'v1/private', read: anything }).catch(() => undefined),
    ]);
    expect(ended).toHaveBeenCalledTimes(1);
    setSessionEndedHandler(() => {});
  });

  describe('a bulk answer (a whole table), received as a blob', () => {
    /** The responseType each call asked axios for. */
    function watchResponseTypes() {
      const types: (string | undefined)[] = [];
      const id = http.interceptors.request.use((config) => {
        types.push(config.responseType);
        return config;
      });
      return { types, stop: () => http.interceptors.request.eject(id) };
    }

    it('reads it as JSON, like any answer', async () => {
      counting('get', 'v1/table', () => HttpResponse.json({ jobs: [{ _id: 'a' }, { _id: 'b' }] }));
      const watch = watchResponseTypes();
      const rows = await request({ method: 'GET', url: 'v1/table', read: listAnswer('jobs'), bulk: true });
      watch.stop();
      expect(rows).toEqual([{ _id: 'a' }, { _id: 'b' }]);
      expect(watch.types).toEqual(['blob']);
    });

    it('the board asks for its jobs that way', async () => {
      const watch = watchResponseTypes();
      const jobs = await fetchJobs();
      watch.stop();
      expect(jobs.length).toBeGreaterThan(0);
      expect(watch.types).toEqual(['blob']);
    });

    it('says "Invalid JSON response from server" for a 2xx that is not JSON, and reads an empty one as no list', async () => {
      counting('get', 'v1/html', () => new HttpResponse('<html>oops</html>', { status: 200 }));
      const html = await request({ method: 'GET', url: 'v1/html', read: anything, bulk: true }).catch(
        (e: unknown) => e,
      );
      expect(toErrorMessage(html)).toBe(MESSAGES.invalidJson);
      counting('get', 'v1/empty', () => new HttpResponse('', { status: 200 }));
      const empty = await request({
        method: 'GET',
        url: 'v1/empty',
        read: listAnswer('jobs'),
        bulk: true,
      }).catch((e: unknown) => e);
      expect(toErrorMessage(empty)).toBe('Unexpected response from server. Please try again later.');
    });

    it("shows the server's message from an error answer, and logs it", async () => {
      counting('get', 'v1/down', () =>
        HttpResponse.json({ success: false, message: 'Mongo timeout' }, { status: 404 }),
      );
      const failure = await request({ method: 'GET', url: 'v1/down', read: anything, bulk: true }).catch(
        (e: unknown) => e,
      );
      expect(toErrorMessage(failure)).toBe('Mongo timeout');
      expect(getRequestFailures()[0]).toMatchObject({
        url: 'v1/down',
        status: 404,
        message: 'Mongo timeout',
      });
    });
  });
});
