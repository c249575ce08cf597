import { z } from 'zod/mini';
import { request } from '@/lib/http';
import { REGISTER_PATH, RegistrationFailedError, type RegisterRole } from '../register-rules';

const registerAnswerSchema = z.looseObject({
  success: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
});

/**
 * POST v1/{students|developers|recruiters}/register with the spec's payload. A 201 holding token and user is stored
 * by the http layer itself; the deployed backend sends neither.
 */
export async function postRegister(
  role: RegisterRole,
  payload: Record<string, string>,
): Promise<string | null> {
  const answer = await request({
    method: 'POST',
    url: `v1/${REGISTER_PATH[role]}/register`,
    data: payload,
    schema: registerAnswerSchema,
  });
  if (answer.success === false) throw new RegistrationFailedError();
  return typeof answer.message === 'string' ? answer.message : null;
}
