import { isRecord, readText } from '@/lib/http/read-fields';
import { duplicateKeyField, errorStatus, errorTexts, toErrorMessage } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import { isOffline } from '@/lib/http/messages';
import type { NewStaffAccount, StaffErrors } from '../staff-rules';

/** Any object (`{ success, message, admin? }`); anything else is an unexpected answer. */
const readCreateAnswer = (body: unknown) => (isRecord(body) ? body : undefined);

/**
 * Makes the account: a teacher through `POST v1/teachers/register`, an admin through
 * `POST v1/superadmin/create-admin`, each with the signed-in superadmin's token. Sent once: a lost reply may follow
 * an account that was made. Returns the new account's id when the answer names one (the admin call does).
 */
export async function createStaffAccount(account: NewStaffAccount): Promise<{ id: string | null }> {
  const { name, email, phoneNumber, password } = account;
  const answer =
    account.role === 'teacher'
      ? await request({
          method: 'POST',
          url: 'v1/teachers/register',
          data: { name, username: account.username, email, password, phoneNumber },
          read: readCreateAnswer,
          auth: true,
          once: true,
        })
      : await request({
          method: 'POST',
          url: 'v1/superadmin/create-admin',
          data: { email, password, name, phoneNumber },
          read: readCreateAnswer,
          auth: true,
          once: true,
        });
  // The admin comes back whole, password hash included: only its id is kept.
  const id = isRecord(answer.admin) ? readText(answer.admin._id) : '';
  return { id: id || null };
}

export const STAFF_FAILURE_TEXT = {
  emailTaken: 'This email already belongs to an account.',
  adminExists: 'An admin with this email already exists.',
  usernameTaken: 'This username is taken. Choose another.',
  phoneTaken: 'This phone number is already registered.',
  emailRefused:
    'The server does not accept this address. Use letters, digits, dots or hyphens, and an ending such as .com.',
  passwordRefused: 'The server refused this password. Use at least 8 characters.',
  phoneRefused: 'The server refused this phone number. Enter its 10 digits.',
  notAllowed:
    'The server did not accept your superadmin login for this. Log out and sign in again, then retry.',
  unclear:
    'No answer came from the server: the account may have been created. Check the All users table, or ask the person to sign in, before trying again.',
} as const;

const STAFF_TAKEN_TEXT = {
  phoneNumber: STAFF_FAILURE_TEXT.phoneTaken,
  email: STAFF_FAILURE_TEXT.emailTaken,
  username: STAFF_FAILURE_TEXT.usernameTaken,
} as const;

/** Where a refusal belongs: on one field, or (`form`) above the button. */
export type StaffFailure = { errors: StaffErrors } | { form: string };

/** The backend's answers, read into what the person can act on; what they typed stays in the form. */
export function staffFailure(error: unknown): StaffFailure {
  const status = errorStatus(error);
  if (status === undefined) {
    // No answer at all: offline, nothing left; otherwise it may have arrived.
    return { form: isOffline() ? toErrorMessage(error) : STAFF_FAILURE_TEXT.unclear };
  }
  const text = errorTexts(error);
  if (status === 409 || /email is already registered/i.test(text))
    return { errors: { email: STAFF_FAILURE_TEXT.emailTaken } };
  if (/admin already exists/i.test(text)) return { errors: { email: STAFF_FAILURE_TEXT.adminExists } };
  if (/username already taken/i.test(text)) return { errors: { username: STAFF_FAILURE_TEXT.usernameTaken } };
  const duplicate = duplicateKeyField(text);
  if (duplicate) return { errors: { [duplicate]: STAFF_TAKEN_TEXT[duplicate] } };
  if (/validation failed/i.test(text)) {
    const errors: StaffErrors = {};
    if (/email:/i.test(text)) errors.email = STAFF_FAILURE_TEXT.emailRefused;
    if (/password:/i.test(text)) errors.password = STAFF_FAILURE_TEXT.passwordRefused;
    if (/phoneNumber:/i.test(text)) errors.phoneNumber = STAFF_FAILURE_TEXT.phoneRefused;
    if (Object.keys(errors).length > 0) return { errors };
  }
  if (status === 403 || status === 401) return { form: STAFF_FAILURE_TEXT.notAllowed };
  return { form: toErrorMessage(error) };
}
