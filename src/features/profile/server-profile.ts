import { commaList } from '@/lib/format/comma-list';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { readText, readTexts } from '@/lib/http/read-fields';
import type { Role } from '@/lib/session/roles';
import type { CurrentUser } from '@/lib/session/session';
import { backendEmailText, isEmailAddress, normaliseEmail } from '@/lib/validation/email';
import { personNameProblem } from '@/lib/validation/person-name';
import { isPhoneNumber } from '@/lib/validation/phone';
import {
  BIO_MAX_LENGTH,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PROFILE_LIST_MAX_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  tooLongText,
} from '@/lib/validation/text-limits';
import { normaliseUsername, usernameProblem } from '@/lib/validation/username';
import { PHONE_LENGTH } from '@/lib/constants';
import { PROFILE_TEXT, type Errors } from './form-rules';

/** The roles whose profile the backend keeps; the superadmin's is a setting of the server, edited in this browser. */
export type ServerRole = Exclude<Role, 'superadmin'>;

export function hasServerProfile(role: Role): role is ServerRole {
  return role !== 'superadmin';
}

/** Every field the edit form can show; each role shows its own (ROLE_FIELDS). Lists are typed comma-separated. */
export interface ServerProfileValues {
  name: string;
  email: string;
  username: string;
  picture: string;
  bio: string;
  phoneNumber: string;
  degree: string;
  collegeName: string;
  fieldOfInterest: string;
  skills: string;
  linkedin: string;
  github: string;
  portfolioWebsite: string;
  companyName: string;
  position: string;
  companyDescription: string;
  companyType: string;
  companyWebsite: string;
  experience: string;
  subject: string;
}

type RoleFieldName = Exclude<keyof ServerProfileValues, 'name' | 'email' | 'username' | 'picture'>;

export interface FieldSpec {
  name: RoleFieldName;
  label: string;
  kind: 'text' | 'url' | 'tel' | 'textarea' | 'list';
  max: number;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}

const bio = (required: boolean): FieldSpec => ({
  name: 'bio',
  label: 'Bio',
  kind: 'textarea',
  max: BIO_MAX_LENGTH,
  required,
});
const link = (name: RoleFieldName, label: string, required = false): FieldSpec => ({
  name,
  label,
  kind: 'url',
  max: URL_MAX_LENGTH,
  required,
});
const short = (name: RoleFieldName, label: string): FieldSpec => ({
  name,
  label,
  kind: 'text',
  max: PROFILE_TEXT_MAX_LENGTH,
});
const list = (name: RoleFieldName, label: string): FieldSpec => ({
  name,
  label,
  kind: 'list',
  max: PROFILE_LIST_MAX_LENGTH,
  hint: 'Separate them with commas.',
});

/**
 * Each role's own fields beside the name, from the fields the backend's update takes safely (api-contract.md): these,
 * and nothing else, are what the form sends.
 */
export const ROLE_FIELDS: Record<ServerRole, readonly FieldSpec[]> = {
  student: [
    {
      name: 'phoneNumber',
      label: 'Phone',
      kind: 'tel',
      max: PHONE_LENGTH,
      required: true,
      autoComplete: 'tel',
    },
    short('degree', 'Degree'),
    short('collegeName', 'College'),
    list('skills', 'Skills'),
    link('linkedin', 'LinkedIn'),
    bio(true),
  ],
  developer: [
    short('fieldOfInterest', 'Field of interest'),
    list('skills', 'Skills'),
    link('linkedin', 'LinkedIn'),
    link('github', 'GitHub'),
    link('portfolioWebsite', 'Portfolio website'),
    bio(false),
  ],
  recruiter: [
    short('companyName', 'Company name'),
    short('position', 'Your position'),
    short('companyType', 'Company type'),
    link('companyWebsite', 'Company website', true),
    link('linkedin', 'LinkedIn'),
    {
      name: 'companyDescription',
      label: 'Company description',
      kind: 'textarea',
      max: COMPANY_DESCRIPTION_MAX_LENGTH,
    },
  ],
  teacher: [
    short('experience', 'Experience'),
    list('subject', 'Subjects'),
    link('linkedin', 'LinkedIn'),
    link('github', 'GitHub'),
  ],
  admin: [],
};

/** Only the student's route checks an email and a username (its validators): elsewhere they are shown, not sent. */
export const sendsIdentity = (role: ServerRole) => role === 'student';

/** The backend's own names where they differ from the form's (the Student model spells it `linkedIn`). */
const SENT_AS: Partial<Record<ServerRole, Partial<Record<RoleFieldName, string>>>> = {
  student: { linkedin: 'linkedIn' },
};
const sentName = (role: ServerRole, field: RoleFieldName) => SENT_AS[role]?.[field] ?? field;

/**
 * The update's body: the name, the student's email and username, and the role's own fields, each of the type its
 * model stores (lists as lists). Built from the whitelist alone, so no `password`, `role`, `_id` or operator
 * can ride along, whatever the values hold.
 */
export function updateBody(role: ServerRole, values: ServerProfileValues): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = { name: values.name.trim() };
  if (sendsIdentity(role)) {
    body.email = normaliseEmail(values.email);
    body.username = normaliseUsername(values.username);
  }
  for (const field of ROLE_FIELDS[role]) {
    const value = values[field.name];
    body[sentName(role, field.name)] = field.kind === 'list' ? commaList(value) : value.trim();
  }
  return body;
}

/** The form's values from the server's document (the session where it has none: an admin's), the link as kept here. */
export function valuesFromDocument(
  role: ServerRole,
  doc: Record<string, unknown>,
  user: Pick<CurrentUser, 'name' | 'email' | 'username' | 'picture'>,
): ServerProfileValues {
  const values: ServerProfileValues = {
    name: readText(doc.name) || user.name,
    email: readText(doc.email) || user.email,
    username: readText(doc.username) || user.username,
    picture: user.picture,
    bio: '',
    phoneNumber: '',
    degree: '',
    collegeName: '',
    fieldOfInterest: '',
    skills: '',
    linkedin: '',
    github: '',
    portfolioWebsite: '',
    companyName: '',
    position: '',
    companyDescription: '',
    companyType: '',
    companyWebsite: '',
    experience: '',
    subject: '',
  };
  for (const field of ROLE_FIELDS[role]) {
    const raw = doc[sentName(role, field.name)];
    values[field.name] = field.kind === 'list' ? readTexts(raw).join(', ') : readText(raw);
  }
  return values;
}

export const SERVER_PROFILE_TEXT = {
  required: (label: string) => `${label} is required.`,
  phone: `Enter the phone number's ${PHONE_LENGTH} digits.`,
  bioRequired: 'Please write a short bio.',
  link: 'Enter a full link that starts with http:// or https://',
} as const;

/** What the server does not check itself: the name, required fields, lengths, links, the student's address. */
export function validateServerProfile(role: ServerRole) {
  return (values: ServerProfileValues): Errors<keyof ServerProfileValues> => {
    const errors: Errors<keyof ServerProfileValues> = {};
    const name = values.name.trim();
    if (!name) errors.name = PROFILE_TEXT.nameRequired;
    else errors.name = personNameProblem(name) ?? undefined;
    if (sendsIdentity(role)) {
      const email = values.email.trim();
      if (!email) errors.email = PROFILE_TEXT.emailRequired;
      else if (!isEmailAddress(email)) errors.email = PROFILE_TEXT.emailInvalid;
      else if (email.length > EMAIL_MAX_LENGTH) errors.email = tooLongText(EMAIL_MAX_LENGTH);
      else errors.email = backendEmailText(normaliseEmail(email)) ?? undefined;
      if (!values.username.trim()) errors.username = PROFILE_TEXT.usernameRequired;
      else if (values.username.trim().length > USERNAME_MAX_LENGTH)
        errors.username = tooLongText(USERNAME_MAX_LENGTH);
      else errors.username = usernameProblem(values.username) ?? undefined;
    }
    if (values.picture.trim() && !safeHttpUrl(values.picture)) errors.picture = PROFILE_TEXT.pictureInvalid;
    else if (values.picture.trim().length > URL_MAX_LENGTH) errors.picture = tooLongText(URL_MAX_LENGTH);
    for (const field of ROLE_FIELDS[role]) {
      const value = values[field.name].trim();
      if (!value) {
        if (field.required)
          errors[field.name] =
            field.name === 'bio'
              ? SERVER_PROFILE_TEXT.bioRequired
              : SERVER_PROFILE_TEXT.required(field.label);
      } else if (field.kind === 'tel' && !isPhoneNumber(value))
        errors[field.name] = SERVER_PROFILE_TEXT.phone;
      else if (field.kind === 'url' && !safeHttpUrl(value)) errors[field.name] = SERVER_PROFILE_TEXT.link;
      else if (value.length > field.max) errors[field.name] = tooLongText(field.max);
    }
    return errors;
  };
}
