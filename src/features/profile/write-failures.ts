import { errorBody, errorStatus, toErrorMessage } from '@/lib/http/errors';
import { isRecord, readText } from '@/lib/http/read-fields';
import type { ServerProfileValues } from './server-profile';

/** The server's own text, read as `message ?? error ?? details` (each role's failure envelope differs). */
function serverText(error: unknown): string {
  const body = errorBody(error);
  if (isRecord(body)) {
    const text = readText(body.message) || readText(body.error) || readText(body.details);
    if (text) return text;
  }
  return toErrorMessage(error);
}

/** The whole of the body's texts: a summary in one field, the detail (a mongoose text) in another. */
function allTexts(error: unknown): string {
  const body = errorBody(error);
  if (!isRecord(body)) return '';
  return [body.message, body.error, body.details].map(readText).join(' ');
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const WRITE_FAILURE_TEXT = {
  notSaved: (text: string) => `Your profile was not saved: ${sentence(text)}`,
  emailTaken: 'This email already belongs to another account.',
  usernameTaken: 'This username is already taken. Choose another.',
  phoneTaken: 'This phone number already belongs to another account.',
  emailRefused:
    'The server does not accept this address. Use letters, digits, dots or hyphens, and an ending such as .com.',
  incorrectCurrent: 'Incorrect current password.',
  passwordServer: 'Your password was not changed: the server could not save it. Please try again.',
  passwordNotChanged: (text: string) => `Your password was not changed: ${sentence(text)}`,
  picture: 'The picture could not be saved.',
} as const;

type ProfileField = keyof ServerProfileValues;

/** Where a refused update belongs: on a field (a taken username, a refused address), or above the button. */
export function profileSaveFailure(error: unknown): { field: ProfileField; text: string } | { text: string } {
  const texts = allTexts(error);
  if (/E11000|duplicate key/i.test(texts)) {
    if (/username/i.test(texts)) return { field: 'username', text: WRITE_FAILURE_TEXT.usernameTaken };
    if (/phone/i.test(texts)) return { field: 'phoneNumber', text: WRITE_FAILURE_TEXT.phoneTaken };
    if (/email/i.test(texts)) return { field: 'email', text: WRITE_FAILURE_TEXT.emailTaken };
  }
  if (/validation failed/i.test(texts) && /\bemail:/.test(texts))
    return { field: 'email', text: WRITE_FAILURE_TEXT.emailRefused };
  // "Error in updating your profile" alone says nothing a person can act on: the detail does.
  const detail = /validation failed:\s*(.+)$/i.exec(texts)?.[1];
  return { text: WRITE_FAILURE_TEXT.notSaved(detail ? detail.replace(/^\w+: /, '') : serverText(error)) };
}

/** A refused password change: the wrong current password on its field; the backend's bare 500 as a sentence. */
export function passwordChangeFailure(error: unknown): { field: 'current'; text: string } | { text: string } {
  const status = errorStatus(error);
  if (/incorrect current password/i.test(allTexts(error)))
    return { field: 'current', text: WRITE_FAILURE_TEXT.incorrectCurrent };
  if (status !== undefined && status >= 500) return { text: WRITE_FAILURE_TEXT.passwordServer };
  return { text: WRITE_FAILURE_TEXT.passwordNotChanged(serverText(error)) };
}
