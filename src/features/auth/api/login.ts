import { z } from 'zod/mini';
import { request } from '@/lib/http';
import { readWith } from '@/lib/api/content-fields';
import { LOGIN_TEXT, LoginFlowError, normaliseEmail } from '../login-rules';

/** The login answer: the spec says token (+ user); the deployed backend sends token, role and a message, no user. */
const loginAnswerSchema = z.looseObject({
  token: readWith((v) => (typeof v === 'string' && v.trim() ? v.trim() : null)),
  user: z.optional(z.unknown()),
});

export interface LoginAnswer {
  token: string | null;
  user: unknown;
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
  const answer = await request({
    method: 'POST',
    url: 'v1/auth/login',
    data: { email: cleanEmail, password },
    schema: loginAnswerSchema,
  });
  return { token: answer.token, user: answer.user };
}
