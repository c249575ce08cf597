import { isAxiosError } from 'axios';
import { PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { MESSAGES, duplicateKeyField, errorBody, errorStatus, toErrorMessage } from '@/lib/http/errors';
import { backendEmailText, emailLocalPart, isEmailAddress, normaliseEmail } from '@/lib/validation/email';
import { isPersonName } from '@/lib/validation/person-name';
import { normaliseUsername, usernameProblem } from '@/lib/validation/username';
import { isOffline } from '@/lib/http/messages';
import { isPhoneNumber } from '@/lib/validation/phone';

export const REGISTER_ROLES = ['student', 'developer', 'recruiter'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];

export const REGISTER_PATH: Record<RegisterRole, string> = {
  student: 'students',
  developer: 'developers',
  recruiter: 'recruiters',
};

export const EXPERIENCE_OPTIONS = ['0-1 years', '1-3 years', '3-5 years', '5+ years'] as const;
export const FIELD_OF_INTEREST_OPTIONS = [
  'Web Development',
  'App Development',
  'Data Science',
  'Machine Learning',
  'DevOps',
  'Cyber Security',
  'UI/UX Design',
] as const;
/** The deployed Student model requires a bio: 1–500 characters after trimming (api-contract.md). */
export const BIO_MAX_LENGTH = 500;

export const OPENINGS_OPTIONS = ['Available', 'Not Available'] as const;

/** The spec's defaults for the role extras. */
export const DEFAULT_EXPERIENCE = '0-1 years';
export const DEFAULT_FIELD_OF_INTEREST = 'Web Development';

/**
 * The developer's experience and the recruiter's openings have no place on the deployed backend: its Developer
 * keeps `experience` as a list of past positions and its Recruiter `openPositions` as a list of vacancies, both
 * refusing the spec's strings, and `position` is the recruiter's own job title. They are not sent, and the form
 * says so where they are chosen.
 */
export const NOT_KEPT_BY_SERVER = 'Not saved on the server yet, so your profile will not show it.';

/** The spec's register texts, verbatim. */
export const REGISTER_TEXT = {
  nameRequired: 'Full Name is required.',
  nameLetters: 'Only letters and spaces allowed.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  bioRequired: 'Please write a short bio.',
  bioLong: `Keep your bio to ${BIO_MAX_LENGTH} characters or fewer.`,
  passwordRequired: 'Password is required.',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  phoneRequired: 'Phone number is required.',
  phoneDigits: `Phone must be ${PHONE_LENGTH} digits.`,
  roleInvalid: 'Invalid role selected',
  /** Not in the spec's list: the deployed backend refuses a recruiter without one (api-contract.md). */
  companyWebsiteRequired: 'Company website is required.',
  /** Not the spec's: a network failure can hide a registration that reached the server. */
  unclear:
    'We could not confirm your registration: your account may have been created. Try logging in with this email before registering again.',
  success: 'Registration successful!',
  phoneTaken: 'Phone number already registered!',
  emailTaken: 'Email already registered!',
  usernameTaken: 'Username already registered!',
  network: 'Network error. Please try again.',
  unexpected: 'An unexpected error occurred.',
  failed: 'Registration failed.',
} as const;

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  role: string;
  experience: string;
  fieldOfInterest: string;
  linkedin: string;
  github: string;
  openings: string;
  companyWebsite: string;
  bio: string;
  /** Empty: the part of the email before the @, as the spec derives it. Asked for once that one is taken. */
  username: string;
}

export type RegisterField =
  'name' | 'email' | 'password' | 'phoneNumber' | 'role' | 'companyWebsite' | 'bio' | 'username';
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const EMPTY_REGISTER_FORM: RegisterForm = {
  name: '',
  email: '',
  password: '',
  phoneNumber: '',
  role: 'student',
  experience: DEFAULT_EXPERIENCE,
  fieldOfInterest: DEFAULT_FIELD_OF_INTEREST,
  linkedin: '',
  github: '',
  openings: OPENINGS_OPTIONS[0],
  companyWebsite: '',
  bio: '',
  username: '',
};

export function isRegisterRole(value: string): value is RegisterRole {
  return (REGISTER_ROLES as readonly string[]).includes(value.toLowerCase());
}

/** `askUsername`: the username field is shown (the derived one was taken), so it is checked too. */
export function validateRegister(form: RegisterForm, { askUsername = false } = {}): RegisterErrors {
  const errors: RegisterErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = REGISTER_TEXT.nameRequired;
  else if (!isPersonName(name)) errors.name = REGISTER_TEXT.nameLetters;
  const email = form.email.trim();
  if (!email) errors.email = REGISTER_TEXT.emailRequired;
  else if (!isEmailAddress(email)) errors.email = REGISTER_TEXT.emailInvalid;
  else {
    const refused = backendEmailText(normaliseEmail(email));
    if (refused) errors.email = refused;
  }
  if (!form.password) errors.password = REGISTER_TEXT.passwordRequired;
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = REGISTER_TEXT.passwordShort;
  const phone = form.phoneNumber.trim();
  if (!phone) errors.phoneNumber = REGISTER_TEXT.phoneRequired;
  else if (!isPhoneNumber(phone)) errors.phoneNumber = REGISTER_TEXT.phoneDigits;
  if (!isRegisterRole(form.role)) errors.role = REGISTER_TEXT.roleInvalid;
  else if (form.role.toLowerCase() === 'recruiter' && !form.companyWebsite.trim())
    errors.companyWebsite = REGISTER_TEXT.companyWebsiteRequired;
  if (form.role.toLowerCase() === 'student') {
    const bio = form.bio.trim();
    if (!bio) errors.bio = REGISTER_TEXT.bioRequired;
    else if (bio.length > BIO_MAX_LENGTH) errors.bio = REGISTER_TEXT.bioLong;
  }
  if (askUsername) {
    const problem = usernameProblem(form.username);
    if (problem) errors.username = problem;
  }
  return errors;
}

/**
 * The registration payload as the spec builds it (section 3): base fields, then the role's extras, less what the
 * deployed backend cannot hold (NOT_KEPT_BY_SERVER). The username is the part of the email before the @ unless
 * the person chose another one.
 */
export function buildRegisterPayload(form: RegisterForm): Record<string, string> {
  const email = normaliseEmail(form.email);
  const role = form.role.toLowerCase();
  const base = {
    name: form.name.trim(),
    email,
    password: form.password,
    phoneNumber: form.phoneNumber.trim(),
    username: normaliseUsername(form.username) || emailLocalPart(email),
    role,
  };
  if (role === 'developer') {
    return {
      ...base,
      fieldOfInterest: form.fieldOfInterest || DEFAULT_FIELD_OF_INTEREST,
      linkedin: form.linkedin.trim(),
      github: form.github.trim(),
    };
  }
  if (role === 'student') return { ...base, bio: form.bio.trim() };
  if (role === 'recruiter') {
    return { ...base, linkedin: form.linkedin.trim(), companyWebsite: form.companyWebsite.trim() };
  }
  return base;
}

/**
 * A failure that does not say whether the account was made: the request may have reached the server and only the
 * answer was lost (no reply, a timeout), or the server crashed with no text (an HTML 5xx). Offline, nothing left.
 */
export function isUnclearRegistration(error: unknown): boolean {
  if (error instanceof RegistrationFailedError) return false;
  if (isAxiosError(error) && !error.response) return !isOffline() && Boolean(error.request);
  const status = errorStatus(error);
  if (status === undefined || status < 500) return false;
  const { message, error: err, details } = bodyTexts(errorBody(error));
  return !message && !err && !details;
}

/** A 2xx answer that says it did not work. */
export class RegistrationFailedError extends Error {
  constructor() {
    super(REGISTER_TEXT.failed);
    this.name = 'RegistrationFailedError';
  }
}

/** The backend's summaries that say nothing on their own; the real text is then in another field. */
const GENERIC = /^(error in registration|registration failed|server error)$/i;

function bodyTexts(body: unknown): { message: string; error: string; details: string } {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { message: s(b.message), error: s(b.error), details: s(b.details) };
}

const TAKEN_TEXT = {
  phoneNumber: REGISTER_TEXT.phoneTaken,
  email: REGISTER_TEXT.emailTaken,
  username: REGISTER_TEXT.usernameTaken,
} as const;

/** The spec's text for the unique field an E11000 text is about. */
export function duplicateKeyText(text: string): string | null {
  const field = duplicateKeyField(text);
  return field && TAKEN_TEXT[field];
}

/**
 * The toast for a failed registration. Duplicate keys (E11000 in message, error or details, and the 409 for an
 * email in use) become the spec's three texts; no reply is a network error; otherwise the most specific server
 * text reaches the user as-is (recruiter failures carry it in `details`).
 */
export function registrationErrorText(error: unknown): string {
  if (error instanceof RegistrationFailedError) return REGISTER_TEXT.failed;
  if (isAxiosError(error) && !error.response) return REGISTER_TEXT.network;
  const { message, error: err, details } = bodyTexts(errorBody(error));
  for (const t of [details, err, message]) {
    const dup = t && duplicateKeyText(t);
    if (dup) return dup;
  }
  if (errorStatus(error) === 409 && /email/i.test(`${message} ${err}`)) return REGISTER_TEXT.emailTaken;
  const specific = details || (GENERIC.test(message) && err ? err : message) || err;
  if (specific) return specific;
  const fallback = toErrorMessage(error);
  return fallback === MESSAGES.unexpected || fallback === MESSAGES.unknown
    ? REGISTER_TEXT.unexpected
    : fallback;
}
