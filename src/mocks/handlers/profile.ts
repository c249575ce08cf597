import { http, HttpResponse } from 'msw';
import { getDb, saveDb } from '../db';
import { guardAccount, type AccountRole } from '../guards';
import { hashPassword, passwordMatches } from '../password-hash';
import { PICTURES_PATH, findPicture, imageType, keepPicture } from '../pictures';
import { applyUpdate } from '../profile-update';
import { htmlError, json, latency, readJsonBody } from '../respond';
import type { DemoAccount } from '../types';
import { publicProfile } from './auth';

/**
 * A person's own writes, with the deployed routes' traps (api-contract.md, "A person's own writes"): every update
 * takes the whole body and only the student's validates it; a password sent there is stored unhashed; every answer
 * but the student's update carries the hash.
 */

/** The stored document, as `findByIdAndUpdate(…, { new: true })` answers it: the hash included. */
function documentOf(role: AccountRole, a: DemoAccount): Record<string, unknown> {
  if (role !== 'admin') return { ...publicProfile(a), password: a.password };
  return {
    _id: a._id,
    name: a.name,
    email: a.email,
    password: a.password,
    phoneNumber: a.phoneNumber,
    profilePicture: a.profilePicture,
    imageUrl: a.extra.imageUrl ?? '',
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    __v: 0,
  };
}

const others = () => getDb().accounts;

const UPDATES: { role: AccountRole; path: string }[] = [
  { role: 'student', path: '*/v1/students/updateprofile' },
  { role: 'developer', path: '*/v1/developers/updateprofile' },
  { role: 'recruiter', path: '*/v1/recruiters/updateprofile' },
  { role: 'teacher', path: '*/v1/teachers/myprofile/update' },
  { role: 'admin', path: '*/v1/admin/updateprofile' },
];

/** Each controller's failure envelope. */
function updateFailed(role: AccountRole, error: string): Response {
  if (role === 'student')
    return json({ success: false, message: 'Error in updating your profile', error }, 400);
  if (role === 'developer') return json({ success: false, message: 'Update failed', error }, 400);
  if (role === 'recruiter')
    return json({ success: false, error: 'Profile update failed', details: error }, 400);
  return json({ success: false, message: 'Update failed', error }, 500);
}

function updated(role: AccountRole, account: DemoAccount): Response {
  if (role === 'student')
    return json({ success: true, message: 'Profile updated', student: publicProfile(account) });
  if (role === 'admin')
    return json({ success: true, message: 'Admin profile updated', admin: documentOf(role, account) });
  return json({ success: true, message: 'Profile updated successfully', [role]: documentOf(role, account) });
}

const updateHandlers = UPDATES.map(({ role, path }) =>
  http.put(path, async ({ request }) => {
    await latency();
    const guarded = guardAccount(request, role);
    if ('response' in guarded) return guarded.response;
    const read = await readJsonBody(request);
    if ('response' in read) return read.response;
    let body: Record<string, unknown> = read.body ?? {};
    // The teacher's controller drops a username that is set, but not an empty one: that one blanks it.
    if (role === 'teacher' && body.username) {
      const { username: _dropped, ...rest } = body;
      body = rest;
    }
    // The admin's controller takes these two only.
    if (role === 'admin')
      body = Object.fromEntries(
        Object.entries({ name: body.name, phoneNumber: body.phoneNumber }).filter(([, v]) => v !== undefined),
      );
    const account = structuredClone(guarded.account);
    const result = applyUpdate(role, account, body, others());
    if (!result.ok) return updateFailed(role, result.error);
    Object.assign(guarded.account, account);
    saveDb();
    return updated(role, guarded.account);
  }),
);

const PASSWORD_ROUTES: { role: AccountRole; method: 'put' | 'post'; kind: string }[] = [
  { role: 'student', method: 'put', kind: 'students' },
  { role: 'developer', method: 'post', kind: 'developers' },
  { role: 'recruiter', method: 'put', kind: 'recruiters' },
];

/** The controllers' catch-all 500 (the developer's names the error too). */
function passwordFailed(role: AccountRole, error: string): Response {
  if (role === 'developer') return json({ suceess: false, message: 'Failed to change password', error }, 500);
  return json({ suceess: false, error: 'Failed to change password' }, 500);
}

const passwordHandlers = PASSWORD_ROUTES.map(({ role, method, kind }) =>
  http[method](`*/v1/${kind}/myprofile/changepassword`, async ({ request }) => {
    await latency();
    const guarded = guardAccount(request, role);
    if ('response' in guarded) return guarded.response;
    const read = await readJsonBody(request);
    if ('response' in read) return read.response;
    if (!read.body)
      return passwordFailed(
        role,
        "Cannot destructure property 'currentPassword' of 'req.body' as it is undefined.",
      );
    const { currentPassword, newPassword } = read.body;
    if (typeof currentPassword !== 'string') return passwordFailed(role, 'data and hash arguments required');
    if (!passwordMatches(currentPassword, guarded.account.password))
      return json({ error: 'Incorrect current password' }, 400);
    // save() runs the model's validators on the new password before its pre-save hook hashes it.
    const model = role.charAt(0).toUpperCase() + role.slice(1);
    if (typeof newPassword !== 'string' || newPassword === '')
      return passwordFailed(role, `${model} validation failed: password: Path \`password\` is required.`);
    if (newPassword.length < 8)
      return passwordFailed(
        role,
        `${model} validation failed: password: Password must be at least 8 characters long`,
      );
    guarded.account.password = hashPassword(newPassword);
    guarded.account.updatedAt = new Date().toISOString();
    saveDb();
    return json({ success: true, message: 'Password changed successfully' });
  }),
);

const PICTURE_ROUTES: { role: AccountRole; method: 'put' | 'post'; path: string }[] = [
  { role: 'student', method: 'put', path: '/v1/students/myprofile/picture' },
  { role: 'developer', method: 'post', path: '/v1/developers/myprofile/picture' },
  { role: 'recruiter', method: 'put', path: '/v1/recruiters/myprofile/picture' },
  { role: 'teacher', method: 'put', path: '/v1/teachers/myprofile/picture' },
  { role: 'admin', method: 'post', path: '/v1/admin/profile/picture' },
];

/**
 * multer (one file, field `profilePicture`) into Cloudinary (jpg, png, jpeg): a body that is not multipart passes
 * through with no file (400); a file in another field, or one Cloudinary refuses, is an error the route does not
 * catch, so Express answers its HTML 500 page.
 */
const pictureHandlers = PICTURE_ROUTES.map(({ role, method, path }) =>
  http[method](`*${path}`, async ({ request }) => {
    await latency();
    const guarded = guardAccount(request, role);
    if ('response' in guarded) return guarded.response;
    const noFile = () =>
      json(
        {
          success: false,
          message: role === 'student' ? 'Please upload a profile picture.' : 'No image file uploaded',
        },
        400,
      );
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return noFile();
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return htmlError(500, 'Error: Multipart: Boundary not found');
    }
    let file: Blob | null = null;
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') continue;
      if (field !== 'profilePicture') return htmlError(500, 'MulterError: Unexpected field');
      file ??= value;
    }
    if (!file) return noFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageType(bytes);
    if (!type) return htmlError(500, 'Error: Image file format not allowed');
    const url = keepPicture(guarded.account._id, bytes, type, new URL(request.url).origin);
    guarded.account.profilePicture = url;
    guarded.account.extra.imageUrl = url;
    guarded.account.updatedAt = new Date().toISOString();
    saveDb();
    return json({
      success: true,
      message: 'Profile picture updated successfully.',
      data: documentOf(role, guarded.account),
    });
  }),
);

/** Demo only: the uploaded pictures' bytes (the backend's are on Cloudinary). */
const pictureFileHandler = http.get<{ name: string }>(`*${PICTURES_PATH}:name`, ({ params }) => {
  const picture = findPicture(params.name);
  if (!picture) return htmlError(404, `Cannot GET ${PICTURES_PATH}${params.name}`);
  return new HttpResponse(picture.bytes, {
    headers: { 'Content-Type': picture.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
});

export const profileHandlers = [
  ...updateHandlers,
  ...passwordHandlers,
  ...pictureHandlers,
  pictureFileHandler,
];
