/**
 * What the app accepts as an email address, everywhere a person types one: something@domain.tld, no spaces,
 * no empty domain labels, a top-level domain of two or more characters. The backend has stricter rules of its
 * own (no "+", short TLDs) and its refusal is shown as it comes.
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
