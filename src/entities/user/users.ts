import { errorStatus } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import { ROLE_LABEL, parseRole } from '@/lib/session/roles';
import { isRecord, listAnswer, readText } from '@/lib/http/read-fields';

/**
 * GET /v1/students — every user of the platform (the spec's "backend user list item"). Feature-free, because the
 * superadmin's staff page and the admin and superadmin dashboards all show it.
 */

/** A row of the users table, whatever shape the server sent it in. */
export interface UserListItem {
  /** The server's `_id`; a stand-in key when the server sent none. */
  id: string;
  name: string;
  email: string;
  /** A readable role ("Teacher"); the server's own text for a role the app does not know; '' when absent. */
  role: string;
  /** null when the server did not say. */
  active: boolean | null;
}

export const USERS_QUERY_KEY = ['users', 'list'] as const;

function readFlag(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1) return true;
  if (v === 'false' || v === 0) return false;
  return null;
}

/** A bare list, or a list under `users`, `students` or `data`; anything else is an unexpected answer. */
export const readUsersAnswer = listAnswer('users', 'students', 'data');

function roleText(value: string): string {
  if (!value) return '';
  const role = parseRole(value);
  return role ? ROLE_LABEL[role] : value;
}

/** One item that is not an object, or has neither a name nor an email, is skipped rather than failing the table. */
export function toUserList(raw: readonly unknown[]): UserListItem[] {
  const users: UserListItem[] = [];
  raw.forEach((item, index) => {
    if (!isRecord(item)) return;
    const name = readText(item.name) || readText(item.username);
    const email = readText(item.email);
    if (!name && !email) return;
    users.push({
      id: readText(item._id) || readText(item.id) || `row-${index}`,
      name,
      email,
      role: roleText(readText(item.role)),
      active: readFlag(item.active) ?? readFlag(item.isActive),
    });
  });
  return users;
}

export async function fetchUsers(signal?: AbortSignal): Promise<UserListItem[]> {
  // Every user, unpaged: received as a blob (lib/http/client.ts: bulk).
  const raw = await request({ method: 'GET', url: 'v1/students', read: readUsersAnswer, signal, bulk: true });
  return toUserList(raw);
}

/** The deployed backend has no such call yet and answers with an HTML 404: "not there yet", not a failure. */
export function isUsersListUnavailable(error: unknown): boolean {
  return errorStatus(error) === 404;
}
