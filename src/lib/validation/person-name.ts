import { PERSON_NAME_MAX_LENGTH } from '@/lib/validation/text-limits';

export { PERSON_NAME_MAX_LENGTH };

/** The spec's register text for a name with anything but letters and spaces; every name field says the same. */
export const PERSON_NAME_LETTERS_TEXT = 'Only letters and spaces allowed.';
export const PERSON_NAME_TOO_LONG_TEXT = `Keep the name to ${PERSON_NAME_MAX_LENGTH} characters or fewer.`;

/**
 * The spec's "letters and spaces", read as Unicode: a letter of any script first, then letters, their combining
 * marks (Devanagari's vowel signs and viramas, a decomposed é) and spaces (U+3000 too, between a Japanese family
 * and given name). The zero-width joiner and non-joiner are allowed after a letter or a mark: Persian, Malayalam
 * and Sinhala need them to spell some names, and they draw nothing. Apostrophes, hyphens, dots, digits and emoji are
 * refused, as the spec's rule says; "O Brien" passes, "O'Brien" does not.
 */
const PERSON_NAME = /^\p{L}(?:[\p{L}\p{M}\p{Zs}]|(?<=[\p{L}\p{M}])[\u200C\u200D])*$/u;

/** Whether `text`, trimmed, is a person's name by the rule above. Says nothing about its length. */
export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text.trim());
}

/** The error for a name field that is filled in, or null: its characters, then its length. */
export function personNameProblem(text: string): string | null {
  const name = text.trim();
  if (!isPersonName(name)) return PERSON_NAME_LETTERS_TEXT;
  if (name.length > PERSON_NAME_MAX_LENGTH) return PERSON_NAME_TOO_LONG_TEXT;
  return null;
}
