import { request } from '@/lib/http/client';
import { isRecord } from '@/lib/http/read-fields';
import { normaliseEmail } from '@/lib/validation/email';
import { LOGIN_TEXT, LoginFlowError } from '../login-rules';

export interface LoginAnswer {
  token: string | null;
  user: unknown;
}

/** The login answer: the spec says token (+ user); the deployed backend sends token, role and a message, no user. */
function readLoginAnswer(body: unknown): LoginAnswer | undefined {
  if (!isRecord(body)) return undefined;
  const token = typeof body.token === 'string' && body.token.trim() ? body.token.trim() : null;
  return { token, user: body.user };
}

/** POST v1/auth/login with the email trimmed and lower-cased. */
export async function postLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<LoginAnswer> {
  const cleanEmail = normaliseEmail(email);
  if (!cleanEmail || !password) throw new LoginFlowError(LOGIN_TEXT.bothRequired);
  return request({
    method: 'POST',
    url: 'v1/auth/login',
    data: { email: cleanEmail, password },
    read: readLoginAnswer,
    anonymous: true,
    // "User not found" is how the superadmin's sign-in is reached: no failure for System Logs.
    expectedStatuses: [404],
  });
}

/**
 * POST v1/superadmin/login: the superadmin is in no collection, so `v1/auth/login` does not know it. The backend
 * compares the address exactly with its setting, so it is sent trimmed, not lower-cased.
 */
export async function postSuperadminLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<LoginAnswer> {
  return request({
    method: 'POST',
    url: 'v1/superadmin/login',
    data: { email: email.trim(), password },
    read: readLoginAnswer,
    anonymous: true,
  });
}
