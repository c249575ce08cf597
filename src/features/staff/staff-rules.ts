import { PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { backendEmailText, isEmailAddress, normaliseEmail } from '@/lib/validation/email';
import { PERSON_NAME_LETTERS_TEXT, PERSON_NAME_MAX_LENGTH, isPersonName } from '@/lib/validation/person-name';
import { STAFF_ROLES, type StaffRole, type StaffUser } from '@/entities/staff/staff-store';
import { normaliseUsername, usernameProblem } from '@/lib/validation/username';
import { isPhoneNumber } from '@/lib/validation/phone';

/** The staff form's rules. The spec: name and email are needed, role is teacher or admin; the rest is ours. */
export const STAFF_NAME_MAX_LENGTH = PERSON_NAME_MAX_LENGTH;
export const STAFF_EMAIL_MAX_LENGTH = 254;

export const STAFF_MESSAGES = {
  nameRequired: 'Name is required.',
  nameLetters: PERSON_NAME_LETTERS_TEXT,
  nameTooLong: `Name can be at most ${STAFF_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailDuplicate: 'A staff user with this email already exists.',
  emailIsAccount: 'An account with this email already exists. Use another address for the staff account.',
  roleInvalid: 'Choose Teacher or Admin.',
  phoneRequired: 'Phone number is required.',
  phoneDigits: `Phone must be ${PHONE_LENGTH} digits.`,
  passwordRequired: 'Choose a first password.',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

export interface StaffDraft {
  name: string;
  email: string;
  role: string;
}

export type StaffValues = Omit<StaffUser, 'id' | 'active'>;
export type StaffErrors = Partial<Record<keyof NewStaffDraft, string>>;

export const EMPTY_DRAFT: StaffDraft = { name: '', email: '', role: 'teacher' };

/**
 * Creating a staff user makes a real account (v1/teachers/register, v1/superadmin/create-admin), which needs more
 * than the spec's name, email and role: a phone, a first password and, for a teacher, a username.
 */
export interface NewStaffDraft extends StaffDraft {
  phoneNumber: string;
  username: string;
  password: string;
}

export const EMPTY_NEW_DRAFT: NewStaffDraft = { ...EMPTY_DRAFT, phoneNumber: '', username: '', password: '' };

/** What the staff-creating calls are sent. */
export interface NewStaffAccount extends StaffValues {
  phoneNumber: string;
  /** Teachers only: admins have no username. */
  username: string;
  password: string;
}

/**
 * The local rules of `validateStaff`, then what the account needs, with registration's rules: the backend's email
 * rule, 10 digits, 8+ characters, a username for a teacher. `accountEmails` are the addresses the server already
 * has an account for (the users table): the admin call would take one, and the login would then find the other
 * account first.
 */
export function validateNewStaff(
  draft: NewStaffDraft,
  existing: readonly StaffUser[],
  accountEmails: readonly string[],
): { ok: true; values: NewStaffAccount } | { ok: false; errors: StaffErrors } {
  const local = validateStaff(draft, existing);
  const errors: StaffErrors = local.ok ? {} : { ...local.errors };
  const email = normaliseEmail(draft.email);
  if (!errors.email) {
    const refused = backendEmailText(email);
    if (refused) errors.email = refused;
    else if (accountEmails.some((a) => normaliseEmail(a) === email))
      errors.email = STAFF_MESSAGES.emailIsAccount;
  }
  const phone = draft.phoneNumber.trim();
  if (!phone) errors.phoneNumber = STAFF_MESSAGES.phoneRequired;
  else if (!isPhoneNumber(phone)) errors.phoneNumber = STAFF_MESSAGES.phoneDigits;
  if (!draft.password) errors.password = STAFF_MESSAGES.passwordRequired;
  else if (draft.password.length < PASSWORD_MIN_LENGTH) errors.password = STAFF_MESSAGES.passwordShort;
  const teacher = draft.role === 'teacher';
  if (teacher) {
    const problem = usernameProblem(draft.username);
    if (problem) errors.username = problem;
  }
  if (!local.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      ...local.values,
      phoneNumber: phone,
      username: teacher ? normaliseUsername(draft.username) : '',
      password: draft.password,
    },
  };
}

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Checks a draft against the list; `editingId` is the record being edited (its own email is not a duplicate of
 * itself, but is of any other record's). Returns the cleaned values or an error per field.
 */
export function validateStaff(
  draft: StaffDraft,
  existing: readonly StaffUser[],
  editingId?: string,
): { ok: true; values: StaffValues } | { ok: false; errors: StaffErrors } {
  const errors: StaffErrors = {};
  const name = draft.name.trim().replace(/\s+/g, ' ');
  const email = normaliseEmail(draft.email);

  if (!name) errors.name = STAFF_MESSAGES.nameRequired;
  else if (!isPersonName(name)) errors.name = STAFF_MESSAGES.nameLetters;
  else if (name.length > STAFF_NAME_MAX_LENGTH) errors.name = STAFF_MESSAGES.nameTooLong;

  if (!email) errors.email = STAFF_MESSAGES.emailRequired;
  else if (email.length > STAFF_EMAIL_MAX_LENGTH || !isEmailAddress(email))
    errors.email = STAFF_MESSAGES.emailInvalid;
  else if (existing.some((s) => s.id !== editingId && normaliseEmail(s.email) === email))
    errors.email = STAFF_MESSAGES.emailDuplicate;

  if (!isStaffRole(draft.role)) errors.role = STAFF_MESSAGES.roleInvalid;

  if (Object.keys(errors).length > 0 || !isStaffRole(draft.role)) return { ok: false, errors };
  return { ok: true, values: { name, email, role: draft.role } };
}

/** New staff users start active and go to the top of the list. */
export function addStaff(list: readonly StaffUser[], values: StaffValues, id: string): StaffUser[] {
  return [{ id, ...values, active: true }, ...list];
}

export function updateStaff(list: readonly StaffUser[], id: string, values: StaffValues): StaffUser[] {
  return list.map((s) => (s.id === id ? { ...s, ...values } : s));
}

export function toggleStaffActive(list: readonly StaffUser[], id: string): StaffUser[] {
  return list.map((s) => (s.id === id ? { ...s, active: !s.active } : s));
}

export function removeStaff(list: readonly StaffUser[], id: string): StaffUser[] {
  return list.filter((s) => s.id !== id);
}

export const STAFF_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'teacher', label: 'Teachers' },
  { value: 'admin', label: 'Admins' },
] as const;
export type StaffFilter = (typeof STAFF_FILTERS)[number]['value'];

export function filterStaff(list: readonly StaffUser[], filter: StaffFilter): StaffUser[] {
  return filter === 'all' ? [...list] : list.filter((s) => s.role === filter);
}

/** A fresh id for a local record. */
export function newStaffId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
