import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn } from '@/features/auth/log-in';
import { request } from '@/lib/http/client';
import { errorBody } from '@/lib/http/errors';
import { queryClient } from '@/lib/http/query-client';
import { getRequestFailures } from '@/lib/http/request-log';
import { server } from '@/mocks/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { demoAccount } from '../utils/session';

const HASH = '$2b$10$zyxwvutsrqponmlkjihgfeDCBAzyxwvutsrqponmlkjihgfedcba';

function storedText(): string {
  const all: string[] = [];
  for (const store of [localStorage, sessionStorage])
    for (let i = 0; i < store.length; i += 1) all.push(store.getItem(store.key(i) ?? '') ?? '');
  return all.join('\n');
}

describe('the password hash some answers carry', () => {
  it('never reaches a reader, the query cache, storage or the request log', async () => {
    const teacher = demoAccount('teacher');
    // As the backend's teacher profile is answered (no `select("-password")`), with a copy deeper down too.
    server.use(
      http.get('*/v1/teachers/myprofile', () =>
        HttpResponse.json({
          success: true,
          message: 'Teacher profile fetched successfully',
          teacher: {
            _id: teacher._id,
            name: teacher.name,
            email: teacher.email,
            username: teacher.username,
            password: HASH,
            history: [{ password: HASH, at: '2026-01-01' }],
          },
        }),
      ),
      http.put('*/v1/teachers/myprofile/update', () =>
        HttpResponse.json(
          { success: false, message: 'Update failed', teacher: { password: HASH } },
          { status: 500 },
        ),
      ),
    );
    await logIn({ email: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD });
    expect(storedText()).toContain(teacher.name);

    const read: unknown[] = [];
    await queryClient.fetchQuery({
      queryKey: ['probe'],
      queryFn: () =>
        request({
          method: 'GET',
          url: 'v1/teachers/myprofile',
          read: (body) => {
            read.push(body);
            return body;
          },
          auth: true,
        }),
    });
    const failure: unknown = await request({
      method: 'PUT',
      url: 'v1/teachers/myprofile/update',
      data: { name: teacher.name },
      read: (body) => body,
      auth: true,
      once: true,
    }).catch((error: unknown) => error);

    expect(read).toHaveLength(1);
    expect(JSON.stringify(read)).toContain(teacher.name);
    expect(JSON.stringify(read)).not.toContain(HASH);
    const cached = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data);
    expect(JSON.stringify(cached)).toContain(teacher.name);
    expect(JSON.stringify(cached)).not.toContain(HASH);
    expect(storedText()).not.toContain(HASH);
    expect(errorBody(failure)).toMatchObject({ message: 'Update failed' });
    expect(JSON.stringify(errorBody(failure))).not.toContain(HASH);
    expect(getRequestFailures().length).toBeGreaterThan(0);
    expect(JSON.stringify(getRequestFailures())).not.toContain(HASH);
  });
});
