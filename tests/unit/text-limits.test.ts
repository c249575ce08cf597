import { describe, expect, it } from 'vitest';
import { EMPTY_POST_JOB, validatePostJob, type PostJobValues } from '@/features/jobs/post-job-form';
import { validateProfile } from '@/features/profile/form-rules';
import { EMPTY_PUBLISH_FORM, validatePublish } from '@/features/profile/project-rules';
import * as LIMITS from '@/lib/validation/text-limits';

const today = new Date(2030, 5, 15, 10, 0, 0);
const job: PostJobValues = {
  ...EMPTY_POST_JOB,
  jobTitle: 'Frontend Developer',
  jobType: 'Full-time',
  location: 'Bengaluru',
  companyName: 'Nimbus Labs',
  recruitmentQuota: '3',
  recruitmentPeriod: '2030-07-15',
  jobDeadline: '2030-06-30',
  salaryPerMonth: '85000',
  skills: ['React'],
  jobDescription: 'Build the dashboard our customers use every day, with tests and care.',
};

describe('the limits, in one place', () => {
  it('are the numbers the forms and the issue agreed on', () => {
    expect(LIMITS.JOB_TITLE_MAX_LENGTH).toBe(120);
    expect(LIMITS.PERSON_NAME_MAX_LENGTH).toBe(80);
    // The backend's own caps.
    expect(LIMITS.COMPANY_DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(LIMITS.BIO_MAX_LENGTH).toBe(500);
  });
});

describe('text that came in longer than its field takes (a draft kept from before the caps)', () => {
  it.each([
    ['jobTitle', LIMITS.JOB_TITLE_MAX_LENGTH],
    ['companyName', LIMITS.COMPANY_NAME_MAX_LENGTH],
    ['location', LIMITS.JOB_LOCATION_MAX_LENGTH],
    ['keywords', LIMITS.JOB_LIST_MAX_LENGTH],
    ['jobDescription', LIMITS.JOB_DESCRIPTION_MAX_LENGTH],
  ] as const)('a job’s %s over %i is refused, at the limit it is taken', (field, max) => {
    expect(validatePostJob({ ...job, [field]: 'x'.repeat(max) }, today).errors[field]).toBeUndefined();
    expect(validatePostJob({ ...job, [field]: 'x'.repeat(max + 1) }, today).errors[field]).toBe(
      `Keep it to ${max} characters or fewer.`,
    );
  });

  it('a project’s title, description and technologies', () => {
    const project = {
      ...EMPTY_PUBLISH_FORM,
      title: 'Chat app',
      description: 'Realtime chat in the browser, with rooms, typing hints and read receipts.',
      category: 'web-development',
      technologies: 'React',
      repoLink: 'https://github.com/rahul-dev/chat',
    };
    expect(validatePublish(project)).toEqual({});
    expect(validatePublish({ ...project, title: 'x'.repeat(101) }).title).toMatch(/100 characters/);
    expect(validatePublish({ ...project, description: 'x'.repeat(1001) }).description).toMatch(
      /1000 characters/,
    );
    expect(validatePublish({ ...project, technologies: 'x'.repeat(301) }).technologies).toMatch(/300/);
  });

  it('a profile’s bio and username', () => {
    const profile = { name: 'Asha Verma', email: 'asha@example.com', username: 'asha', picture: '', bio: '' };
    expect(validateProfile({ ...profile, bio: 'x'.repeat(500) })).toEqual({});
    expect(validateProfile({ ...profile, bio: 'x'.repeat(501) }).bio).toMatch(/500 characters/);
    expect(validateProfile({ ...profile, username: 'x'.repeat(65) }).username).toMatch(/64 characters/);
  });
});
