import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { PNG_BYTES as PNG, withNodeFormData } from '../utils/node-form-data';

// The demo API's own writes, spoken to as the backend is (fetch, no app code): the traps the app must never fall in.
const url = (path: string) => new URL(path, window.location.origin).href;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(url(path), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* an HTML page */
  }
  return { status: response.status, json, text };
}

async function login(email: string, password: string) {
  return call('POST', '/v1/auth/login', { email, password });
}

async function tokenOf(role: keyof typeof DEMO_ACCOUNTS) {
  const { json } = await login(DEMO_ACCOUNTS[role], DEMO_PASSWORD);
  return String(json?.token);
}

withNodeFormData();

describe('the demo API: a person’s own writes, with the deployed traps', () => {
  it('stores a password sent to a non-student update as it came, and that account never signs in again', async () => {
    const token = await tokenOf('developer');
    const answer = await call('PUT', '/v1/developers/updateprofile', { password: 'Another123' }, token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, message: 'Profile updated successfully' });
    expect((answer.json?.developer as Record<string, unknown>).password).toBe('Another123');
    expect((await login(DEMO_ACCOUNTS.developer, 'Another123')).json).toMatchObject({
      message: 'Invalid credentials',
    });
    expect((await login(DEMO_ACCOUNTS.developer, DEMO_PASSWORD)).status).toBe(400);
  });

  it('writes whatever a non-student update names, unchecked, and answers with the hash', async () => {
    const token = await tokenOf('recruiter');
    const answer = await call(
      'PUT',
      '/v1/recruiters/updateprofile',
      { companyWebsite: '', companyName: 'x'.repeat(900), madeUp: 'dropped' },
      token,
    );
    expect(answer.status).toBe(200);
    const recruiter = answer.json?.recruiter as Record<string, unknown>;
    expect(recruiter).toMatchObject({ companyWebsite: '', companyName: 'x'.repeat(900) });
    expect(recruiter.madeUp).toBeUndefined();
    expect(String(recruiter.password)).toMatch(/^\$2b\$10\$.{53}$/);
  });

  it("validates the student's update (its bio, its email) and answers without the hash", async () => {
    const token = await tokenOf('student');
    const empty = await call('PUT', '/v1/students/updateprofile', { bio: '   ' }, token);
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      success: false,
      message: 'Error in updating your profile',
      error: 'Validation failed: bio: Path `bio` is required.',
    });
    const email = await call('PUT', '/v1/students/updateprofile', { email: 'asha+x@mail.com' }, token);
    expect(String(email.json?.error)).toMatch(/email: Please fill a valid email address/);
    const ok = await call('PUT', '/v1/students/updateprofile', { bio: 'Learning Go.' }, token);
    expect(ok.json).toMatchObject({
      success: true,
      message: 'Profile updated',
      student: { bio: 'Learning Go.' },
    });
    expect((ok.json?.student as Record<string, unknown>).password).toBeUndefined();
    const mine = await call('GET', '/v1/students/myprofile', undefined, token);
    expect(mine.json).toMatchObject({ student: { bio: 'Learning Go.' } });
  });

  it('answers each role’s own failure envelope', async () => {
    const teacher = await call(
      'PUT',
      '/v1/teachers/myprofile/update',
      { name: { $ne: 1 } },
      await tokenOf('teacher'),
    );
    expect(teacher.status).toBe(500);
    expect(teacher.json).toMatchObject({ success: false, message: 'Update failed' });
    const developer = await call(
      'PUT',
      '/v1/developers/updateprofile',
      { _id: 'x' },
      await tokenOf('developer'),
    );
    expect(developer.status).toBe(400);
    expect(developer.json).toMatchObject({ success: false, message: 'Update failed' });
    const admin = await call('PUT', '/v1/admin/updateprofile', { name: 'Meera I' }, await tokenOf('admin'));
    expect(admin.json).toMatchObject({ message: 'Admin profile updated', admin: { name: 'Meera I' } });
    expect(String((admin.json?.admin as Record<string, unknown>).password)).toMatch(/^\$2b\$10\$/);
  });

  it('changes a password: a wrong current one is 400, a short new one 500, and then only the new one signs in', async () => {
    const token = await tokenOf('student');
    const path = '/v1/students/myprofile/changepassword';
    expect(
      await call('PUT', path, { currentPassword: 'nope', newPassword: 'Fresh12345' }, token),
    ).toMatchObject({
      status: 400,
      json: { error: 'Incorrect current password' },
    });
    expect(
      await call('PUT', path, { currentPassword: DEMO_PASSWORD, newPassword: 'short' }, token),
    ).toMatchObject({
      status: 500,
      json: { suceess: false, error: 'Failed to change password' },
    });
    expect(
      (await call('PUT', path, { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh12345' }, token)).json,
    ).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await login(DEMO_ACCOUNTS.student, DEMO_PASSWORD)).status).toBe(400);
    expect((await login(DEMO_ACCOUNTS.student, 'Fresh12345')).status).toBe(200);
    // The old token still works, as the backend's do.
    expect((await call('GET', '/v1/students/myprofile', undefined, token)).status).toBe(200);
  });

  it('takes a picture only as multipart `profilePicture`, serves it back, and refuses the rest', async () => {
    const token = await tokenOf('recruiter');
    const path = url('/v1/recruiters/myprofile/picture');
    const send = (form: FormData | string, type?: string) =>
      fetch(path, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, ...(type ? { 'Content-Type': type } : {}) },
        body: form,
      });
    const asJson = await send('{"profilePicture":{}}', 'application/json');
    expect(asJson.status).toBe(400);
    expect(await asJson.json()).toEqual({ success: false, message: 'No image file uploaded' });
    const wrongField = new FormData();
    wrongField.append('picture', new File([PNG], 'me.png', { type: 'image/png' }));
    const refused = await send(wrongField);
    expect(refused.status).toBe(500);
    expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    const notImage = new FormData();
    notImage.append('profilePicture', new File(['hello'], 'me.png', { type: 'image/png' }));
    expect((await send(notImage)).status).toBe(500);

    const good = new FormData();
    good.append('profilePicture', new File([PNG], 'me.png', { type: 'image/png' }));
    const answer = (await (await send(good)).json()) as { data: Record<string, unknown> };
    const picture = String(answer.data.profilePicture);
    expect(picture).toMatch(/^http:\/\/.+\/__demo\/pictures\/.+\.png$/);
    expect(answer.data.imageUrl).toBe(picture);
    expect(String(answer.data.password)).toMatch(/^\$2b\$10\$/);
    const served = await fetch(picture);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const mine = await call('GET', '/v1/recruiters/myprofile', undefined, token);
    expect(mine.json).toMatchObject({ recruiter: { profilePicture: picture } });
  });
});
