import { endOfDayIso, parseDateInput, toDateInput } from '@/lib/format/dates';
import { DATE_PICKER_YEARS_AHEAD, JOB_DESCRIPTION_MIN_LENGTH, MIN_RECRUITMENT_QUOTA } from './job-constants';
import { jobTypeForBackend } from '@/entities/job/job-types';
import type { Job } from '@/entities/job/jobs';
import { safeHttpUrl } from '@/lib/format/safe-url';
import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_LIST_MAX_LENGTH,
  JOB_LOCATION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  tooLongText,
} from '@/lib/validation/text-limits';

/** The text fields' caps (lib/validation/text-limits.ts): the form's maxLength and count, and the check for a kept draft. */
export const POST_JOB_MAX_LENGTH = {
  jobTitle: JOB_TITLE_MAX_LENGTH,
  location: JOB_LOCATION_MAX_LENGTH,
  companyName: COMPANY_NAME_MAX_LENGTH,
  companySite: URL_MAX_LENGTH,
  companyDescription: COMPANY_DESCRIPTION_MAX_LENGTH,
  applyLink: URL_MAX_LENGTH,
  userQualification: JOB_LIST_MAX_LENGTH,
  jobDescription: JOB_DESCRIPTION_MAX_LENGTH,
  keywords: JOB_LIST_MAX_LENGTH,
} as const satisfies Partial<Record<PostJobField, number>>;

export type Experience = 'fresher' | 'experienced';

/** What the form holds: text exactly as typed (so nothing is lost on a failed submission), plus the skill chips. */
export interface PostJobValues {
  jobTitle: string;
  jobType: string;
  location: string;
  companyName: string;
  companySite: string;
  companyDescription: string;
  applyLink: string;
  userQualification: string;
  recruitmentQuota: string;
  /** yyyy-MM-dd from the date picker. */
  recruitmentPeriod: string;
  jobDeadline: string;
  salaryPerMonth: string;
  experience: Experience;
  experienceInYears: string;
  skills: readonly string[];
  jobDescription: string;
  keywords: string;
}

export type PostJobField = Exclude<keyof PostJobValues, 'experience'>;
export type PostJobErrors = Partial<Record<PostJobField, string>>;

export const EMPTY_POST_JOB: PostJobValues = {
  jobTitle: '',
  jobType: '',
  location: '',
  companyName: '',
  companySite: '',
  companyDescription: '',
  applyLink: '',
  userQualification: '',
  recruitmentQuota: '1',
  recruitmentPeriod: '',
  jobDeadline: '',
  salaryPerMonth: '',
  experience: 'fresher',
  experienceInYears: '0',
  skills: [],
  jobDescription: '',
  keywords: '',
};

/** The spec's job post payload: numbers as numbers, comma lists split and trimmed. */
export interface JobPayload {
  jobTitle: string;
  jobType: string;
  location: string;
  skills: string[];
  jobDescription: string;
  recruitmentPeriod: string;
  recruitmentQuota: number;
  salaryPerMonth: number;
  experienceInYears: number;
  companyName: string;
  companyDescription: string;
  companySite: string;
  applyLink: string;
  userQualification: string[];
  jobDeadline: string;
  keywords: string[];
}

export const POST_JOB_MESSAGES = {
  required: 'Please fill all required fields.',
  fix: 'Please correct the highlighted fields.',
  success: 'Job posted successfully!',
  fallback: 'Something went wrong while posting the job.',
} as const;

/** The fields a vacancy cannot do without; the spec's five come first. */
export const REQUIRED_FIELDS: readonly PostJobField[] = [
  'jobTitle',
  'jobType',
  'location',
  'jobDescription',
  'skills',
  'companyName',
  // The backend's Job model requires these three as well (api-contract.md).
  'companySite',
  'companyDescription',
  'applyLink',
  'recruitmentQuota',
  'recruitmentPeriod',
  'jobDeadline',
  'salaryPerMonth',
];

const REQUIRED_TEXT: PostJobErrors = {
  jobTitle: 'Enter the job title.',
  jobType: 'Choose a job type.',
  location: 'Enter the location.',
  jobDescription: 'Describe the job.',
  skills: 'Add at least one skill.',
  companyName: 'Enter the company name.',
  companySite: "Enter the company's website.",
  companyDescription: 'Describe the company.',
  applyLink: 'Enter the link where people apply.',
  recruitmentQuota: 'Enter how many people you will hire.',
  recruitmentPeriod: 'Choose the recruitment period.',
  jobDeadline: 'Choose the application deadline.',
  salaryPerMonth: 'Enter the monthly salary.',
};

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The last day the date pickers offer: 31 December of the fifth year after this one (yyyy-MM-dd). */
export function lastPickableDate(today: Date): string {
  return `${today.getFullYear() + DATE_PICKER_YEARS_AHEAD}-12-31`;
}

function toNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The years sent: Fresher is 0 whatever the years box held. */
export function experienceYears(values: Pick<PostJobValues, 'experience' | 'experienceInYears'>): number {
  return values.experience === 'fresher' ? 0 : (toNumber(values.experienceInYears) ?? 0);
}

function isBlank(values: PostJobValues, field: PostJobField): boolean {
  const v = values[field];
  return Array.isArray(v) ? v.length === 0 : String(v).trim() === '';
}

/**
 * Everything the backend would refuse, checked before sending. `missingRequired` decides the
 * spec's 'Please fill all required fields.'; the per-field texts go next to the fields.
 */
export function validatePostJob(
  values: PostJobValues,
  today: Date = new Date(),
): { errors: PostJobErrors; missingRequired: boolean } {
  const errors: PostJobErrors = {};
  for (const field of REQUIRED_FIELDS)
    if (isBlank(values, field)) errors[field] = REQUIRED_TEXT[field] ?? 'This field is required.';
  const missingRequired = Object.keys(errors).length > 0;

  const description = values.jobDescription.trim();
  if (description && description.length < JOB_DESCRIPTION_MIN_LENGTH) {
    errors.jobDescription = `Write at least ${JOB_DESCRIPTION_MIN_LENGTH} characters (now ${description.length}).`;
  }
  // A draft kept from before the caps (post-job-draft.ts) may hold more than the fields now take.
  for (const [field, max] of Object.entries(POST_JOB_MAX_LENGTH) as [
    keyof typeof POST_JOB_MAX_LENGTH,
    number,
  ][]) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = tooLongText(max);
  }
  for (const field of ['companySite', 'applyLink'] as const) {
    if (values[field].trim() && !safeHttpUrl(values[field]))
      errors[field] = 'Enter a full web address starting with https://';
  }

  const quota = toNumber(values.recruitmentQuota);
  if (
    !errors.recruitmentQuota &&
    (quota === null || !Number.isInteger(quota) || quota < MIN_RECRUITMENT_QUOTA)
  ) {
    errors.recruitmentQuota = `Enter a whole number of ${MIN_RECRUITMENT_QUOTA} or more.`;
  }
  const salary = toNumber(values.salaryPerMonth);
  if (!errors.salaryPerMonth && (salary === null || salary < 0))
    errors.salaryPerMonth = 'Enter an amount of 0 or more.';
  if (values.experience === 'experienced') {
    const years = toNumber(values.experienceInYears);
    if (years === null || years < 1) errors.experienceInYears = 'Enter the years of experience (1 or more).';
  }

  const todayInput = toDateInput(today);
  const last = lastPickableDate(today);
  const tooLate = `Choose a date no later than ${last.split('-').reverse().join('-')}.`;
  if (!errors.recruitmentPeriod) {
    const d = parseDateInput(values.recruitmentPeriod);
    if (!d || values.recruitmentPeriod <= todayInput) errors.recruitmentPeriod = 'Choose a date after today.';
    else if (values.recruitmentPeriod > last) errors.recruitmentPeriod = tooLate;
  }
  if (!errors.jobDeadline) {
    const d = parseDateInput(values.jobDeadline);
    if (!d || values.jobDeadline < todayInput) errors.jobDeadline = 'Choose today or a later date.';
    else if (values.jobDeadline > last) errors.jobDeadline = tooLate;
  }
  return { errors, missingRequired };
}

/** The payload sent: Internship and Contract go as "Full-time" with a reserved keyword (lib/job-types). */
export function buildJobPayload(values: PostJobValues): JobPayload {
  const { jobType, keywords } = jobTypeForBackend(values.jobType, splitList(values.keywords));
  return {
    jobTitle: values.jobTitle.trim(),
    jobType,
    location: values.location.trim(),
    skills: [...values.skills],
    jobDescription: values.jobDescription.trim(),
    recruitmentPeriod: endOfDayIso(values.recruitmentPeriod),
    recruitmentQuota: toNumber(values.recruitmentQuota) ?? 0,
    salaryPerMonth: toNumber(values.salaryPerMonth) ?? 0,
    experienceInYears: experienceYears(values),
    companyName: values.companyName.trim(),
    companyDescription: values.companyDescription.trim(),
    companySite: values.companySite.trim(),
    applyLink: values.applyLink.trim(),
    userQualification: splitList(values.userQualification),
    jobDeadline: endOfDayIso(values.jobDeadline),
    keywords,
  };
}

const PAYLOAD_PATHS: Record<string, PostJobField> = {
  jobTitle: 'jobTitle',
  jobType: 'jobType',
  location: 'location',
  skills: 'skills',
  jobDescription: 'jobDescription',
  recruitmentPeriod: 'recruitmentPeriod',
  recruitmentQuota: 'recruitmentQuota',
  salaryPerMonth: 'salaryPerMonth',
  experienceInYears: 'experienceInYears',
  companyName: 'companyName',
  companyDescription: 'companyDescription',
  companySite: 'companySite',
  applyLink: 'applyLink',
  userQualification: 'userQualification',
  jobDeadline: 'jobDeadline',
  keywords: 'keywords',
};

/**
 * Splits the backend's "Job validation failed: path: text, path: text" into texts per form field,
 * so its refusal shows where the recruiter can fix it. Texts it cannot place are left out.
 */
export function backendFieldErrors(text: string): PostJobErrors {
  const body = text.replace(/^\s*\w+ validation failed:\s*/, '');
  const paths = Object.keys(PAYLOAD_PATHS).join('|');
  const marker = new RegExp(`(?:^|,\\s*)(${paths}):\\s*`, 'g');
  const hits = [...body.matchAll(marker)];
  const errors: PostJobErrors = {};
  hits.forEach((hit, i) => {
    const start = (hit.index ?? 0) + hit[0].length;
    const end = i + 1 < hits.length ? (hits[i + 1]!.index ?? body.length) : body.length;
    const field = PAYLOAD_PATHS[hit[1]!];
    const message = body.slice(start, end).trim();
    if (field && message && !errors[field]) errors[field] = message;
  });
  return errors;
}

/**
 * The form filled from a job this account posted ("Post a similar job"): every field but the two dates, which a new
 * vacancy chooses afresh (the old ones are likely past, and the backend refuses past dates).
 */
export function valuesFromJob(job: Job): PostJobValues {
  const years = job.experienceInYears ?? 0;
  return {
    ...EMPTY_POST_JOB,
    jobTitle: job.title,
    jobType: job.type,
    location: job.location,
    companyName: job.companyName,
    companySite: job.companySite,
    companyDescription: job.companyDescription,
    applyLink: job.applyLink,
    userQualification: job.qualifications.join(', '),
    recruitmentQuota: String(job.recruitmentQuota ?? 1),
    salaryPerMonth: job.salaryPerMonth === null ? '' : String(job.salaryPerMonth),
    experience: years > 0 ? 'experienced' : 'fresher',
    experienceInYears: String(years),
    skills: [...job.skills],
    jobDescription: job.description,
    keywords: job.keywords.join(', '),
  };
}
