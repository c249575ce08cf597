/**
 * How much text each form takes, in one place. Counted in UTF-16 code units, as the browser's maxLength counts
 * them, so a field's count and its limit always agree.
 */

/** A person's name: registration, edit profile, the staff form and the delivery address (lib/person-name.ts). */
export const PERSON_NAME_MAX_LENGTH = 80;
