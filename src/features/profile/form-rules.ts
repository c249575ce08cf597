import { isEmailAddress } from '@/lib/validation/email';
import { personNameProblem } from '@/lib/validation/person-name';
import { safeHttpUrl } from '@/lib/format/safe-url';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  tooLongText,
} from '@/lib/validation/text-limits';

export type Errors<F extends string> = Partial<Record<F, string>>;

/** Each field over its cap, with what it says, where no other error is already there. */
function tooLong<F extends string>(
  form: Record<F, string>,
  caps: Record<F, number>,
  errors: Partial<Record<F, string>>,
): void {
  for (const field of Object.keys(caps) as F[]) {
    if (!errors[field] && form[field].trim().length > caps[field]) errors[field] = tooLongText(caps[field]);
  }
}

export const PROFILE_TEXT = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  usernameRequired: 'Username is required.',
  pictureInvalid: 'Enter a full image link that starts with http:// or https://',
  updated: 'Profile updated successfully!',
} as const;

export interface ProfileForm {
  name: string;
  email: string;
  username: string;
  picture: string;
  bio: string;
}

/** The fields' caps (lib/validation/text-limits.ts); the name's is the one every name field has (lib/validation/person-name.ts). */
export const PROFILE_MAX_LENGTH: Record<keyof ProfileForm, number> = {
  name: PERSON_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  username: USERNAME_MAX_LENGTH,
  picture: URL_MAX_LENGTH,
  bio: BIO_MAX_LENGTH,
};

export function validateProfile(form: ProfileForm): Errors<keyof ProfileForm> {
  const errors: Errors<keyof ProfileForm> = {};
  if (!form.name.trim()) errors.name = PROFILE_TEXT.nameRequired;
  else {
    const problem = personNameProblem(form.name);
    if (problem) errors.name = problem;
  }
  if (!form.email.trim()) errors.email = PROFILE_TEXT.emailRequired;
  else if (!isEmailAddress(form.email.trim())) errors.email = PROFILE_TEXT.emailInvalid;
  if (!form.username.trim()) errors.username = PROFILE_TEXT.usernameRequired;
  if (form.picture.trim() && !safeHttpUrl(form.picture)) errors.picture = PROFILE_TEXT.pictureInvalid;
  tooLong(form, PROFILE_MAX_LENGTH, errors);
  return errors;
}
