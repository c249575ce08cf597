/**
 * How much text each form takes, in one place. The backend caps only a few fields (api-contract.md: a company
 * description and a bio, 500); the rest are what the layout shows well and a person needs, with room to spare: a
 * job title still reads on a card clamped to three lines, a name fits a staff row and the header's menu. Counted in
 * UTF-16 code units, as the browser's maxLength counts them, so a field's count and its limit always agree.
 *
 * Not here yet, in the files the rest of their forms live in: the delivery address's street, city and state (120)
 * and a bank's name (40) in features/checkout, a registration's bio (500, BIO_MAX_LENGTH below) in features/auth,
 * and a staff member's email (254, EMAIL_MAX_LENGTH below) in features/staff.
 */

/** A person's name: registration, edit profile, the staff form and the delivery address (lib/validation/person-name.ts). */
export const PERSON_NAME_MAX_LENGTH = 80;
/** A username is made from an email's local part, which may be 64 characters long. */
export const USERNAME_MAX_LENGTH = 64;
/** The longest address a mail server takes (RFC 5321's 256 less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The backend's own cap for a student's or a developer's bio. */
export const BIO_MAX_LENGTH = 500;
/** A web address: a picture, a project, a company's site, where to apply. */
export const URL_MAX_LENGTH = 2048;

/** A short profile field: a degree, a college, a company's name or type, a position, a field of interest. */
export const PROFILE_TEXT_MAX_LENGTH = 100;
/** A profile's comma-separated skills or subjects, as a whole. */
export const PROFILE_LIST_MAX_LENGTH = 300;

export const JOB_TITLE_MAX_LENGTH = 120;
export const COMPANY_NAME_MAX_LENGTH = 100;
/** The backend's own cap. */
export const COMPANY_DESCRIPTION_MAX_LENGTH = 500;
export const JOB_LOCATION_MAX_LENGTH = 80;
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
/** One skill chip. */
export const SKILL_MAX_LENGTH = 40;
/** The comma-separated qualifications and keywords, each field as a whole. */
export const JOB_LIST_MAX_LENGTH = 300;

export const PROJECT_TITLE_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 1000;
/** The comma-separated technologies of a project, as a whole. */
export const PROJECT_TECHNOLOGIES_MAX_LENGTH = 300;

/** A course review's comment. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** The note a person keeps on a job they applied to. */
export const APPLICATION_NOTE_MAX_LENGTH = 200;

/** "Keep it to 120 characters or fewer." — what a field over its limit says. */
export const tooLongText = (max: number) => `Keep it to ${max} characters or fewer.`;
