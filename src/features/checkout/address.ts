import { PHONE_LENGTH } from '@/lib/constants';
import { personNameProblem } from '@/lib/validation/person-name';
import { readSessionJson, writeSessionJson } from '@/lib/storage/session-storage';
import { isPhoneNumber } from '@/lib/validation/phone';

export interface Address {
  name: string;
  street: string;
  city: string;
  state: string;
  pin: string;
  phone: string;
}

export const ADDRESS_FIELDS = ['name', 'street', 'city', 'state', 'pin', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the mock-up shows until the visitor edits it. */
export const SAMPLE_ADDRESS: Address = {
  name: 'Asha Verma',
  street: '221 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
  phone: '9876543210',
};

/**
 * An edited address is kept in this tab's session storage: it survives reloads and the trip back from the
 * store, and it is gone when the tab closes, so a mock-up that sends nothing leaves no personal data behind
 * on a shared computer.
 */
export const ADDRESS_KEY = 'codershub:checkout-address';

const PIN_PATTERN = /^[1-9]\d{5}$/;
export const ADDRESS_TEXT_MAX_LENGTH = 120;

export function validateAddress(a: Address): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  const required: [AddressField, string][] = [
    ['name', 'Enter the full name.'],
    ['street', 'Enter the house and street.'],
    ['city', 'Enter the city.'],
    ['state', 'Enter the state.'],
  ];
  for (const [field, message] of required) {
    if (!a[field].trim()) errors[field] = message;
    // The name to deliver to is a person's name, by the rule every form uses.
    else if (field === 'name') {
      const problem = personNameProblem(a.name);
      if (problem) errors.name = problem;
    } else if (a[field].trim().length > ADDRESS_TEXT_MAX_LENGTH)
      errors[field] = `Keep this within ${ADDRESS_TEXT_MAX_LENGTH} characters.`;
  }
  if (!PIN_PATTERN.test(a.pin.trim())) errors.pin = 'Enter a 6-digit PIN code.';
  if (!isPhoneNumber(a.phone.replace(/[\s-]/g, '')))
    errors.phone = `Enter a ${PHONE_LENGTH}-digit phone number.`;
  return errors;
}

/** Spaces trimmed and the phone number as bare digits, the way it is kept. */
export function tidyAddress(a: Address): Address {
  return {
    name: a.name.trim(),
    street: a.street.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    pin: a.pin.trim(),
    phone: a.phone.replace(/[\s-]/g, ''),
  };
}

/** The kept address, or the sample when nothing valid is stored (corrupt storage never breaks the page). */
export function loadAddress(): Address {
  const raw = readSessionJson(ADDRESS_KEY);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return SAMPLE_ADDRESS;
  const v = raw as Record<string, unknown>;
  const candidate = Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, typeof v[f] === 'string' ? v[f] : '']),
  ) as unknown as Address;
  return Object.keys(validateAddress(candidate)).length === 0 ? candidate : SAMPLE_ADDRESS;
}

/** False when this tab's storage refused it (full or blocked): nothing was kept. */
export function saveAddress(a: Address): boolean {
  return writeSessionJson(ADDRESS_KEY, a);
}
