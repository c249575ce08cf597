import { PHONE_LENGTH } from '@/lib/constants';

const PHONE = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** The spec's phone rule: exactly 10 digits, nothing else (the caller decides what to strip first). */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}
