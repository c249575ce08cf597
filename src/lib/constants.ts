// Every timing and limit the spec names, in one place.
export const REQUEST_TIMEOUT_MS = 20_000;
export const REQUEST_RETRIES = 3;
export const RETRY_DELAY_UNIT_MS = 1_000;

export const TOAST_AUTO_CLOSE_MS = 3_000;
export const REDIRECT_AFTER_AUTH_MS = 1_000;
export const FORGOT_PASSWORD_WAIT_MS = 2_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 10;

export const BIO_PREVIEW_LIMIT = 150;
export const PROJECT_DESCRIPTION_LIMIT = 100;
export const EMAIL_DISPLAY_LIMIT = 18;

export const JOB_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const CURRENCY = 'INR';
