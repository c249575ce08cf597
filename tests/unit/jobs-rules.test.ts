import { describe, expect, it } from 'vitest';
import { formatInr } from '@/lib/format/number';
import {
  canPostJobs,
  experienceLabel,
  hostOf,
  jobTypeOptions,
  salaryLabel,
  showsPostJobAction,
} from '@/features/jobs/job-rules';

describe('experience and salary labels', () => {
  it('says Fresher for 0 years and counts years otherwise', () => {
    expect(experienceLabel(0)).toBe('Fresher');
    expect(experienceLabel(1)).toBe('1 year');
    expect(experienceLabel(4)).toBe('4 years');
    expect(experienceLabel(null)).toBe('Not specified');
  });

  it('formats the monthly salary in rupees with Indian grouping', () => {
    expect(formatInr(85000)).toBe('₹85,000');
    expect(formatInr(1250000)).toBe('₹12,50,000');
    expect(salaryLabel(180000)).toBe('₹1,80,000 / month');
    expect(salaryLabel(0)).toBe('₹0 / month');
    expect(salaryLabel(null)).toBe('Not disclosed');
  });
});

describe('who posts jobs', () => {
  it('lets recruiters and admins post, as the backend does', () => {
    expect(canPostJobs('recruiter')).toBe(true);
    expect(canPostJobs('admin')).toBe(true);
    for (const role of ['student', 'developer', 'teacher', 'superadmin'] as const)
      expect(canPostJobs(role)).toBe(false);
    expect(canPostJobs(null)).toBe(false);
  });

  it('shows the Post a Job action to recruiters only', () => {
    expect(showsPostJobAction('recruiter')).toBe(true);
    expect(showsPostJobAction('admin')).toBe(false);
    expect(showsPostJobAction(null)).toBe(false);
  });
});

describe('job type options', () => {
  it('lists the spec types first, then other types found in the data once each', () => {
    expect(jobTypeOptions(['Hybrid', 'Full-time', 'hybrid', 'On-site'])).toEqual([
      'Full-time',
      'Part-time',
      'Internship',
      'Contract',
      'Remote',
      'Hybrid',
      'On-site',
    ]);
  });
});

describe('hostOf', () => {
  it('gives the host of http(s) links only', () => {
    expect(hostOf('https://www.nimbus.example.com/careers')).toBe('nimbus.example.com');
    expect(hostOf('mailto:jobs@x.com')).toBeNull();
    expect(hostOf('javascript:alert(1)')).toBeNull();
  });
});
