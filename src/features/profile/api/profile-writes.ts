import type { Method } from 'axios';
import { request } from '@/lib/http/client';
import { isRecord, readText } from '@/lib/http/read-fields';
import { safeHttpUrl } from '@/lib/format/safe-url';
import type { ServerRole } from '../server-profile';

interface Route {
  method: Method;
  url: string;
}

/**
 * Each role's own routes (api-contract.md, "A person's own writes"): the update and the key its answer holds the
 * document under, the password change where the role has one, the picture upload. Every write is sent once: a
 * refusal there is the server's last word, and a person can press again.
 */
export const PROFILE_WRITES: Record<
  ServerRole,
  { update: Route & { key: string }; password: Route | null; picture: Route }
> = {
  student: {
    update: { method: 'PUT', url: 'v1/students/updateprofile', key: 'student' },
    password: { method: 'PUT', url: 'v1/students/myprofile/changepassword' },
    picture: { method: 'PUT', url: 'v1/students/myprofile/picture' },
  },
  developer: {
    update: { method: 'PUT', url: 'v1/developers/updateprofile', key: 'developer' },
    password: { method: 'POST', url: 'v1/developers/myprofile/changepassword' },
    picture: { method: 'POST', url: 'v1/developers/myprofile/picture' },
  },
  recruiter: {
    update: { method: 'PUT', url: 'v1/recruiters/updateprofile', key: 'recruiter' },
    password: { method: 'PUT', url: 'v1/recruiters/myprofile/changepassword' },
    picture: { method: 'PUT', url: 'v1/recruiters/myprofile/picture' },
  },
  teacher: {
    update: { method: 'PUT', url: 'v1/teachers/myprofile/update', key: 'teacher' },
    password: null,
    picture: { method: 'PUT', url: 'v1/teachers/myprofile/picture' },
  },
  admin: {
    update: { method: 'PUT', url: 'v1/admin/updateprofile', key: 'admin' },
    password: null,
    picture: { method: 'POST', url: 'v1/admin/profile/picture' },
  },
};

/** The updated document, as the server stored it (its hash already stripped by the request layer). */
export async function updateProfile(
  role: ServerRole,
  body: Record<string, string | string[]>,
): Promise<Record<string, unknown>> {
  const { method, url, key } = PROFILE_WRITES[role].update;
  return request({
    method,
    url,
    data: body,
    read: (answer) => (isRecord(answer) && isRecord(answer[key]) ? answer[key] : undefined),
    auth: true,
    once: true,
  });
}

/** `{ currentPassword, newPassword }` to the role's route; only roles that have one call it. */
export async function changePassword(
  route: Route,
  passwords: { currentPassword: string; newPassword: string },
): Promise<void> {
  await request({
    ...route,
    data: passwords,
    read: (answer) => (isRecord(answer) ? true : undefined),
    auth: true,
    once: true,
  });
}

/** The picture's address in the answer's document (`profilePicture`, else `imageUrl`), when it is an http(s) link. */
function readPictureAnswer(answer: unknown): string | undefined {
  if (!isRecord(answer) || !isRecord(answer.data)) return undefined;
  return (
    safeHttpUrl(readText(answer.data.profilePicture)) ??
    safeHttpUrl(readText(answer.data.imageUrl)) ??
    undefined
  );
}

/** The file as multipart field `profilePicture`; answers the new picture's address. */
export async function uploadPicture(role: ServerRole, file: File): Promise<string> {
  const form = new FormData();
  form.append('profilePicture', file, file.name);
  return request({
    ...PROFILE_WRITES[role].picture,
    data: form,
    read: readPictureAnswer,
    auth: true,
    once: true,
  });
}
