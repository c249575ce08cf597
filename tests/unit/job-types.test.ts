import { describe, expect, it } from 'vitest';
import { toJob } from '@/entities/job/jobs';
import { JOB_TYPES } from '@/lib/constants';
import { jobTypeForBackend, jobTypeFromBackend } from '@/entities/job/job-types';

describe("the spec's job types on the deployed backend", () => {
  it.each([
    ['Full-time', 'Full-time', []],
    ['Part-time', 'Part-time', []],
    ['Remote', 'Remote', []],
    ['Internship', 'Full-time', ['type:internship']],
    ['Contract', 'Full-time', ['type:contract']],
  ])('sends %s as jobType %s with the reserved keywords %j', (type, jobType, reserved) => {
    expect(jobTypeForBackend(type, ['react', 'css'])).toEqual({
      jobType,
      keywords: ['react', 'css', ...reserved],
    });
  });

  it('reads every spec type back from what it sends', () => {
    for (const type of JOB_TYPES) {
      const sent = jobTypeForBackend(type, ['react']);
      expect(jobTypeFromBackend(sent.jobType, sent.keywords)).toEqual({ type, keywords: ['react'] });
    }
  });

  it('drops a reserved keyword the recruiter typed, whatever its case, so it cannot change the type', () => {
    expect(jobTypeForBackend('Full-time', ['Type:Internship', 'go'])).toEqual({
      jobType: 'Full-time',
      keywords: ['go'],
    });
    expect(jobTypeForBackend('Internship', ['TYPE:CONTRACT'])).toEqual({
      jobType: 'Full-time',
      keywords: ['type:internship'],
    });
  });

  it.each(['Hybrid', 'On-site', 'Part-time', 'Remote', 'Full-time'])(
    'reads a job from another client as it is: %s',
    (jobType) => {
      expect(jobTypeFromBackend(jobType, ['go'])).toEqual({ type: jobType, keywords: ['go'] });
    },
  );

  it('never shows the reserved keyword, and reads the type only where it rides on Full-time', () => {
    expect(jobTypeFromBackend('Part-time', ['type:internship', 'go'])).toEqual({
      type: 'Part-time',
      keywords: ['go'],
    });
    expect(jobTypeFromBackend('full-time', [' Type:Contract '])).toEqual({ type: 'Contract', keywords: [] });
  });

  it('the adapter gives the board the spec type and the keywords without the reserved one', () => {
    const job = toJob({ _id: 'a1', jobType: 'Full-time', keywords: ['design', 'type:internship'] });
    expect(job).toMatchObject({ type: 'Internship', keywords: ['design'] });
    expect(toJob({ _id: 'a2', jobType: 'Full-time', keywords: 'ux, type:contract' })).toMatchObject({
      type: 'Contract',
      keywords: ['ux'],
    });
  });
});
