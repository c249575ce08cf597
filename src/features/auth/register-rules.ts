import { isAxiosError } from 'axios';
import { PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { MESSAGES, errorBody, errorStatus, toErrorMessage } from '@/lib/errors';
import { backendEmailProblems, emailLocalPart, isEmailAddress, normaliseEmail } from '@/lib/email';
import { isPersonName } from '@/lib/person-name';

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
export const DEFAULT_OPEN_POSITIONS = 'N/A';

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
}

export type RegisterField = 'name' | 'email' | 'password' | 'phoneNumber' | 'role' | 'companyWebsite' | 'bio';
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
};

export function isRegisterRole(value: string): value is RegisterRole {
  return (REGISTER_ROLES as readonly string[]).includes(value.toLowerCase());
}

const phonePattern = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

export function validateRegister(form: RegisterForm): RegisterErrors {
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
  else if (!phonePattern.test(phone)) errors.phoneNumber = REGISTER_TEXT.phoneDigits;
  if (!isRegisterRole(form.role)) errors.role = REGISTER_TEXT.roleInvalid;
  else if (form.role.toLowerCase() === 'recruiter' && !form.companyWebsite.trim())
    errors.companyWebsite = REGISTER_TEXT.companyWebsiteRequired;
  if (form.role.toLowerCase() === 'student') {
    const bio = form.bio.trim();
    if (!bio) errors.bio = REGISTER_TEXT.bioRequired;
    else if (bio.length > BIO_MAX_LENGTH) errors.bio = REGISTER_TEXT.bioLong;
  }
  return errors;
}

/**
 * What to say about a well-formed address the backend would refuse (its own rule, see lib/email), or null when
 * it takes it. Names what it does not accept and what to do; suggests the address without its "+" part.
 */
export function backendEmailText(email: string): string | null {
  const problems = backendEmailProblems(email);
  if (problems.length === 0) return null;
  const texts: string[] = [];
  if (problems.includes('plus')) {
    const plain = email.replace(/\+[^@]*@/, '@');
    texts.push(
      `Addresses with a “+” are not accepted yet. Use the address without the + part${plain !== email && backendEmailProblems(plain).length === 0 ? ` (${plain})` : ''}.`,
    );
  }
  if (problems.includes('long-tld')) {
    const tld = /\.[^.@]*$/.exec(email)?.[0] ?? '';
    texts.push(
      `Addresses ending in “${tld}” are not accepted yet: only endings of two or three letters, such as .com, .in or .dev. Please use another address.`,
    );
  }
  if (problems.includes('characters')) {
    texts.push(
      'Use only letters, digits and underscores, with single dots or hyphens between them (not at the start or end).',
    );
  }
  return texts.join(' ');
}

/** The registration payload exactly as the spec builds it (section 3): base fields, then the role's extras. */
export function buildRegisterPayload(form: RegisterForm): Record<string, string> {
  const email = normaliseEmail(form.email);
  const role = form.role.toLowerCase();
  const base = {
    name: form.name.trim(),
    email,
    password: form.password,
    phoneNumber: form.phoneNumber.trim(),
    username: emailLocalPart(email),
    role,
  };
  if (role === 'developer') {
    return {
      ...base,
      experience: form.experience || DEFAULT_EXPERIENCE,
      fieldOfInterest: form.fieldOfInterest || DEFAULT_FIELD_OF_INTEREST,
      linkedin: form.linkedin.trim(),
      github: form.github.trim(),
    };
  }
  if (role === 'student') return { ...base, bio: form.bio.trim() };
  if (role === 'recruiter') {
    return {
      ...base,
      position: form.openings,
      linkedin: form.linkedin.trim(),
      companyWebsite: form.companyWebsite.trim(),
      openPositions: DEFAULT_OPEN_POSITIONS,
    };
  }
  return base;
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

/** Which unique field an E11000 text is about, from its index name or its dup key. */
export function duplicateKeyText(text: string): string | null {
  if (!/E11000|duplicate key/i.test(text)) return null;
  const key = /index:\s*([A-Za-z]+)/.exec(text)?.[1] ?? /dup key:\s*\{\s*([A-Za-z]+)/.exec(text)?.[1] ?? text;
  if (/phone/i.test(key)) return REGISTER_TEXT.phoneTaken;
  if (/email/i.test(key)) return REGISTER_TEXT.emailTaken;
  if (/user/i.test(key)) return REGISTER_TEXT.usernameTaken;
  return null;
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
