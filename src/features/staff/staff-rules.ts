import { isEmailAddress, normaliseEmail } from '@/lib/email';
import { PERSON_NAME_LETTERS_TEXT, PERSON_NAME_MAX_LENGTH, isPersonName } from '@/lib/person-name';
import { STAFF_ROLES, type StaffRole, type StaffUser } from '@/lib/staff-store';

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
  roleInvalid: 'Choose Teacher or Admin.',
} as const;

export interface StaffDraft {
  name: string;
  email: string;
  role: string;
}

export type StaffValues = Omit<StaffUser, 'id' | 'active'>;
export type StaffErrors = Partial<Record<keyof StaffDraft, string>>;

export const EMPTY_DRAFT: StaffDraft = { name: '', email: '', role: 'teacher' };

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
