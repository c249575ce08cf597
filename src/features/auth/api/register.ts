import { isRecord } from '@/lib/http/read-fields';
import { request } from '@/lib/http/client';
import { REGISTER_PATH, RegistrationFailedError, type RegisterRole } from '../register-rules';

/** Any object (`{ success, message }` as sent); anything else is an unexpected answer. */
const readRegisterAnswer = (body: unknown) => (isRecord(body) ? body : undefined);

/**
 * POST v1/{students|developers|recruiters}/register with the spec's payload. A 201 holding token and user is stored
 * by the http layer itself; the deployed backend sends neither. Sent once, never retried: a lost reply may follow an
 * account that was made, and a second try would be told its email is taken.
 */
export async function postRegister(
  role: RegisterRole,
  payload: Record<string, string>,
): Promise<string | null> {
  const answer = await request({
    method: 'POST',
    url: `v1/${REGISTER_PATH[role]}/register`,
    data: payload,
    read: readRegisterAnswer,
    once: true,
    anonymous: true,
  });
  if (answer.success === false) throw new RegistrationFailedError();
  return typeof answer.message === 'string' ? answer.message : null;
}
