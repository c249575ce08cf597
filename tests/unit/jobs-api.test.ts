import { describe, expect, it } from 'vitest';
import { readJobsAnswer, toJob, toJobs } from '@/entities/job/jobs';
import { readOk } from '../utils/read';

const raw = {
  _id: '64c100000000000000000001',
  jobTitle: ' Frontend Developer ',
  jobType: 'Full-time',
  jobDescription: 'Build things.',
  jobDeadline: '2030-01-31T18:29:59.999Z',
  recruitmentPeriod: '2030-02-14T18:29:59.999Z',
  recruitmentQuota: 2,
  salaryPerMonth: '85000',
  experienceInYears: 2,
  location: 'Bengaluru',
  skills: ['React', 'CSS'],
  userQualification: ['B.Tech'],
  keywords: 'frontend, react',
  companyName: 'Nimbus Labs',
  companySite: 'https://nimbus.example.com',
  companyDescription: 'Tools.',
  logo: '/logos/nimbus-labs.svg',
  applyLink: 'https://nimbus.example.com/jobs/1',
  createdAt: '2029-12-01T10:00:00.000Z',
  __v: 0,
};

describe('the jobs response', () => {
  it('accepts the list under `jobs` (the deployed shape) and a bare list', () => {
    expect(
      readOk(readJobsAnswer, { success: true, message: 'Jobs fetched successfully', jobs: [raw] }),
    ).toEqual([raw]);
    expect(readOk(readJobsAnswer, [raw])).toEqual([raw]);
  });

  it('refuses a body that holds no list', () => {
    expect(readJobsAnswer({ success: true, jobs: null })).toBeUndefined();
    expect(readJobsAnswer({ message: 'ok' })).toBeUndefined();
  });
});

describe('toJob', () => {
  it('turns the backend fields into the app type: trimmed text, numbers from strings, comma lists split, logo from `logo`', () => {
    expect(toJob(raw)).toEqual({
      id: '64c100000000000000000001',
      title: 'Frontend Developer',
      type: 'Full-time',
      description: 'Build things.',
      location: 'Bengaluru',
      companyName: 'Nimbus Labs',
      companySite: 'https://nimbus.example.com',
      companyDescription: 'Tools.',
      companyLogo: '/logos/nimbus-labs.svg',
      applyLink: 'https://nimbus.example.com/jobs/1',
      skills: ['React', 'CSS'],
      keywords: ['frontend', 'react'],
      qualifications: ['B.Tech'],
      salaryPerMonth: 85000,
      experienceInYears: 2,
      recruitmentQuota: 2,
      recruitmentPeriod: '2030-02-14T18:29:59.999Z',
      deadline: '2030-01-31T18:29:59.999Z',
      createdAt: '2029-12-01T10:00:00.000Z',
      mode: '',
      style: '',
    });
  });

  it('keeps list entries whole (commas inside an entry are text), splits a single comma-separated string', () => {
    const job = toJob({
      ...raw,
      userQualification: ['CEH, OSCP or equivalent', ' ', 7],
      skills: 'Go,  Rust ,',
    });
    expect(job?.qualifications).toEqual(['CEH, OSCP or equivalent', '7']);
    expect(job?.skills).toEqual(['Go', 'Rust']);
  });

  it('prefers companyLogo (the list item field) over logo', () => {
    expect(toJob({ ...raw, companyLogo: '/logos/a.svg' })?.companyLogo).toBe('/logos/a.svg');
  });

  it('gives null for missing or unreadable numbers and dates instead of NaN', () => {
    const job = toJob({ _id: 'x', salaryPerMonth: 'lots', jobDeadline: 'soon', experienceInYears: null });
    expect(job?.salaryPerMonth).toBeNull();
    expect(job?.deadline).toBeNull();
    expect(job?.experienceInYears).toBeNull();
    expect(job?.skills).toEqual([]);
  });

  it('accepts `id` when `_id` is absent, and drops items with neither or that are not objects', () => {
    expect(toJob({ id: 'abc', jobTitle: 'A' })?.id).toBe('abc');
    expect(toJob({ jobTitle: 'No id' })).toBeNull();
    expect(toJob('job')).toBeNull();
    expect(toJob(null)).toBeNull();
  });

  it('skips bad items and repeated ids without failing the list', () => {
    expect(toJobs([raw, 42, { jobTitle: 'x' }, { ...raw, jobTitle: 'Again' }]).map((j) => j.title)).toEqual([
      'Frontend Developer',
    ]);
  });

  it('never throws on an item of the wrong shape: every field of the wrong type reads as empty', () => {
    const odd = {
      _id: 7,
      jobTitle: { en: 'x' },
      jobType: ['Remote'],
      skills: { 0: 'a' },
      keywords: 12,
      salaryPerMonth: [100],
      createdAt: {},
      jobDeadline: true,
      companyLogo: '',
      logo: null,
    };
    expect(toJob(odd)).toMatchObject({
      id: '7',
      title: '',
      type: '',
      skills: [],
      keywords: [],
      salaryPerMonth: null,
      createdAt: null,
      deadline: null,
      companyLogo: '',
    });
    expect(toJob([raw])).toBeNull();
  });

  it('adapts both answers the same way, skipping malformed items in either', () => {
    const body = [raw, 'oops', { _id: '' }, { ...raw, _id: 'second' }];
    const fromEnvelope = toJobs(readOk(readJobsAnswer, { success: true, jobs: body }));
    const fromBareList = toJobs(readOk(readJobsAnswer, body));
    expect(fromEnvelope.map((j) => j.id)).toEqual(['64c100000000000000000001', 'second']);
    expect(fromBareList).toEqual(fromEnvelope);
  });
});
