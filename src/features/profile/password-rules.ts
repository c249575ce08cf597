import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import type { Errors } from './form-rules';

export interface PasswordChangeForm {
  current: string;
  next: string;
  confirm: string;
}

export const PASSWORD_TEXT = {
  currentRequired: 'Enter your current password.',
  nextShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  nextSame: 'Choose a new password, not the current one.',
  confirmMismatch: 'The two new passwords do not match.',
  changed: 'Password changed successfully.',
} as const;

/** What the server checks only with a bare 500 (the length), and what it cannot know (the repeat). */
export function validatePasswordChange(form: PasswordChangeForm): Errors<keyof PasswordChangeForm> {
  const errors: Errors<keyof PasswordChangeForm> = {};
  if (!form.current) errors.current = PASSWORD_TEXT.currentRequired;
  if (form.next.length < PASSWORD_MIN_LENGTH) errors.next = PASSWORD_TEXT.nextShort;
  else if (form.next === form.current) errors.next = PASSWORD_TEXT.nextSame;
  if (form.confirm !== form.next) errors.confirm = PASSWORD_TEXT.confirmMismatch;
  return errors;
}

/** The roles with no route to change a password, and what the form says instead. */
export function noPasswordRouteText(roleLabel: string): string {
  return `The server has no way to change a ${roleLabel.toLowerCase()}'s password yet, so it cannot be changed here.`;
}
