import { describe, expect, it } from 'vitest';
import { endOfDayIso } from '@/lib/format/dates';
import {
  EMPTY_POST_JOB,
  POST_JOB_MESSAGES,
  backendFieldErrors,
  buildJobPayload,
  experienceYears,
  lastPickableDate,
  validatePostJob,
  type PostJobValues,
} from '@/features/jobs/post-job-form';

const today = new Date(2030, 5, 15, 10, 0, 0); // 15 June 2030, local time

const filled: PostJobValues = {
  ...EMPTY_POST_JOB,
  jobTitle: '  Frontend Developer ',
  jobType: 'Full-time',
  location: ' Bengaluru ',
  companyName: 'Nimbus Labs',
  companySite: 'https://nimbus.example.com',
  companyDescription: 'Developer tools.',
  applyLink: 'https://nimbus.example.com/careers/7',
  userQualification: 'B.Tech in CS,  2 years of React , ',
  recruitmentQuota: '3',
  recruitmentPeriod: '2030-07-15',
  jobDeadline: '2030-06-30',
  salaryPerMonth: '85000',
  experience: 'experienced',
  experienceInYears: '2',
  skills: ['React', 'CSS'],
  jobDescription: 'Build the dashboard our customers use every day, with tests and care.',
  keywords: 'frontend, react,,web ',
};

describe('the payload builder', () => {
  it("builds the spec's payload: trimmed text, numbers as numbers, comma lists split and trimmed", () => {
    expect(buildJobPayload(filled)).toEqual({
      jobTitle: 'Frontend Developer',
      jobType: 'Full-time',
      location: 'Bengaluru',
      skills: ['React', 'CSS'],
      jobDescription: 'Build the dashboard our customers use every day, with tests and care.',
      recruitmentPeriod: endOfDayIso('2030-07-15'),
      recruitmentQuota: 3,
      salaryPerMonth: 85000,
      experienceInYears: 2,
      companyName: 'Nimbus Labs',
      companyDescription: 'Developer tools.',
      companySite: 'https://nimbus.example.com',
      applyLink: 'https://nimbus.example.com/careers/7',
      userQualification: ['B.Tech in CS', '2 years of React'],
      jobDeadline: endOfDayIso('2030-06-30'),
      keywords: ['frontend', 'react', 'web'],
    });
  });

  it('sends a picked day as the end of that day in local time', () => {
    const d = new Date(endOfDayIso('2030-06-30'));
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2030, 5, 30, 23, 59,
    ]);
  });
});

describe('the experience rule', () => {
  it('sends 0 years for Fresher whatever the years box holds, and the typed years for Experienced', () => {
    expect(experienceYears({ experience: 'fresher', experienceInYears: '5' })).toBe(0);
    expect(experienceYears({ experience: 'experienced', experienceInYears: '5' })).toBe(5);
    expect(buildJobPayload({ ...filled, experience: 'fresher' }).experienceInYears).toBe(0);
  });

  it('asks Experienced for at least one year', () => {
    expect(
      validatePostJob({ ...filled, experienceInYears: '' }, today).errors.experienceInYears,
    ).toBeTruthy();
    expect(
      validatePostJob({ ...filled, experienceInYears: '0' }, today).errors.experienceInYears,
    ).toBeTruthy();
    expect(
      validatePostJob({ ...filled, experience: 'fresher', experienceInYears: '0' }, today).errors,
    ).toEqual({});
  });
});

describe('validation before sending', () => {
  it('accepts a complete vacancy', () => {
    expect(validatePostJob(filled, today)).toEqual({ errors: {}, missingRequired: false });
  });

  it("reports the spec's required fields (title, type, location, description, a skill) as missing", () => {
    for (const field of ['jobTitle', 'jobType', 'location', 'jobDescription'] as const) {
      const result = validatePostJob({ ...filled, [field]: '   ' }, today);
      expect(result.missingRequired).toBe(true);
      expect(result.errors[field]).toBeTruthy();
    }
    const noSkills = validatePostJob({ ...filled, skills: [] }, today);
    expect(noSkills.missingRequired).toBe(true);
    expect(noSkills.errors.skills).toBe('Add at least one skill.');
    expect(POST_JOB_MESSAGES.required).toBe('Please fill all required fields.');
  });

  it('checks what the backend refuses: description length, quota, salary, company description, links', () => {
    const e = validatePostJob(
      {
        ...filled,
        jobDescription: 'Too short.',
        recruitmentQuota: '0',
        salaryPerMonth: '-1',
        companyDescription: 'x'.repeat(501),
        companySite: 'nimbus.example.com',
        applyLink: 'javascript:alert(1)',
      },
      today,
    );
    expect(e.missingRequired).toBe(false);
    expect(e.errors.jobDescription).toBe('Write at least 50 characters (now 10).');
    expect(e.errors.recruitmentQuota).toBeTruthy();
    expect(e.errors.salaryPerMonth).toBeTruthy();
    expect(e.errors.companyDescription).toBeTruthy();
    expect(e.errors.companySite).toBeTruthy();
    expect(e.errors.applyLink).toBeTruthy();
    expect(
      validatePostJob({ ...filled, recruitmentQuota: '1.5' }, today).errors.recruitmentQuota,
    ).toBeTruthy();
    expect(
      validatePostJob({ ...filled, salaryPerMonth: '0', companyDescription: 'x'.repeat(500) }, today).errors,
    ).toEqual({});
  });

  it('refuses today for the recruitment period but accepts it for the deadline; past dates are refused', () => {
    const todayInput = '2030-06-15';
    expect(
      validatePostJob({ ...filled, recruitmentPeriod: todayInput }, today).errors.recruitmentPeriod,
    ).toBe('Choose a date after today.');
    expect(
      validatePostJob({ ...filled, recruitmentPeriod: '2030-06-16' }, today).errors.recruitmentPeriod,
    ).toBeUndefined();
    expect(validatePostJob({ ...filled, jobDeadline: todayInput }, today).errors.jobDeadline).toBeUndefined();
    expect(validatePostJob({ ...filled, jobDeadline: '2030-06-14' }, today).errors.jobDeadline).toBe(
      'Choose today or a later date.',
    );
  });
});

describe("the backend's validation text", () => {
  it('is split into messages per form field', () => {
    expect(
      backendFieldErrors(
        'Job validation failed: jobType: `Internship` is not a valid enum value for path `jobType`., jobDescription: Job description must be at least 50 words long',
      ),
    ).toEqual({
      jobType: '`Internship` is not a valid enum value for path `jobType`.',
      jobDescription: 'Job description must be at least 50 words long',
    });
  });

  it('keeps commas inside a message and ignores text it cannot place', () => {
    expect(
      backendFieldErrors(
        'Job validation failed: salaryPerMonth: Path `salaryPerMonth` (-5) is less than minimum allowed value (0).',
      ),
    ).toEqual({
      salaryPerMonth: 'Path `salaryPerMonth` (-5) is less than minimum allowed value (0).',
    });
    expect(backendFieldErrors('Job creation failed')).toEqual({});
  });
});

describe("the date pickers' range: the current year and the five that follow", () => {
  it('offers nothing later than 31 December of the fifth year', () => {
    expect(lastPickableDate(today)).toBe('2035-12-31');
  });

  it('accepts the last day, and refuses a later date typed by hand with a clear message', () => {
    const last = validatePostJob(
      { ...filled, recruitmentPeriod: '2035-12-31', jobDeadline: '2035-12-31' },
      today,
    );
    expect(last.errors).toEqual({});
    const later = validatePostJob(
      { ...filled, recruitmentPeriod: '2036-01-01', jobDeadline: '9999-12-31' },
      today,
    );
    expect(later.errors).toEqual({
      recruitmentPeriod: 'Choose a date no later than 31-12-2035.',
      jobDeadline: 'Choose a date no later than 31-12-2035.',
    });
    expect(later.missingRequired).toBe(false);
  });
});
