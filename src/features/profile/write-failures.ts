import { duplicateKeyField, errorStatus, errorTexts, toErrorMessage } from '@/lib/http/errors';
import type { ServerProfileValues } from './server-profile';

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

const TAKEN_TEXT = {
  username: WRITE_FAILURE_TEXT.usernameTaken,
  phoneNumber: WRITE_FAILURE_TEXT.phoneTaken,
  email: WRITE_FAILURE_TEXT.emailTaken,
} as const;

/** Where a refused update belongs: on a field (a taken username, a refused address), or above the button. */
export function profileSaveFailure(error: unknown): { field: ProfileField; text: string } | { text: string } {
  const texts = errorTexts(error);
  const duplicate = duplicateKeyField(texts);
  if (duplicate) return { field: duplicate, text: TAKEN_TEXT[duplicate] };
  if (/validation failed/i.test(texts) && /\bemail:/.test(texts))
    return { field: 'email', text: WRITE_FAILURE_TEXT.emailRefused };
  // "Error in updating your profile" alone says nothing a person can act on: the detail does.
  const detail = /validation failed:\s*(.+)$/i.exec(texts)?.[1];
  return { text: WRITE_FAILURE_TEXT.notSaved(detail ? detail.replace(/^\w+: /, '') : toErrorMessage(error)) };
}

/** A refused password change: the wrong current password on its field; the backend's bare 500 as a sentence. */
export function passwordChangeFailure(error: unknown): { field: 'current'; text: string } | { text: string } {
  const status = errorStatus(error);
  if (/incorrect current password/i.test(errorTexts(error)))
    return { field: 'current', text: WRITE_FAILURE_TEXT.incorrectCurrent };
  if (status !== undefined && status >= 500) return { text: WRITE_FAILURE_TEXT.passwordServer };
  return { text: WRITE_FAILURE_TEXT.passwordNotChanged(toErrorMessage(error)) };
}
