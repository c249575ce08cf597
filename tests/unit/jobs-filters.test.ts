import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/api/jobs';
import {
  filterJobs,
  hasFilters,
  locationOptions,
  newestFirst,
  readFilters,
  writeFilters,
} from '@/features/jobs/job-filters';

function job(over: Partial<Job>): Job {
  return {
    id: over.id ?? Math.random().toString(16),
    title: '',
    type: 'Full-time',
    description: '',
    location: 'Pune',
    companyName: '',
    companySite: '',
    companyDescription: '',
    companyLogo: '',
    applyLink: '',
    skills: [],
    keywords: [],
    qualifications: [],
    salaryPerMonth: null,
    experienceInYears: null,
    recruitmentQuota: null,
    recruitmentPeriod: null,
    deadline: null,
    createdAt: null,
    mode: '',
    style: '',
    ...over,
  };
}

const react = job({
  id: 'a',
  title: 'Frontend Developer',
  companyName: 'Nimbus Labs',
  skills: ['React', 'CSS'],
  location: 'Bengaluru',
});
const node = job({
  id: 'b',
  title: 'Backend Engineer',
  companyName: 'ByteForge',
  skills: ['Node.js'],
  type: 'Contract',
  keywords: ['payments'],
});
const intern = job({
  id: 'c',
  title: 'Design Intern',
  companyName: 'PixelCraft',
  skills: ['Figma'],
  type: 'Internship',
  location: 'Remote',
});
const all = [react, node, intern];

describe('the board filters', () => {
  const f = (q = '', type = '', location = '') => ({ q, type, location });

  it('matches every word of the text against title, company, skills and keywords, ignoring case', () => {
    expect(filterJobs(all, f('react')).map((j) => j.id)).toEqual(['a']);
    expect(filterJobs(all, f('byteforge')).map((j) => j.id)).toEqual(['b']);
    expect(filterJobs(all, f('PAYMENTS')).map((j) => j.id)).toEqual(['b']);
    expect(filterJobs(all, f('frontend css')).map((j) => j.id)).toEqual(['a']);
    expect(filterJobs(all, f('frontend figma'))).toEqual([]);
  });

  it('filters by job type and location exactly (ignoring case), and combines all three', () => {
    expect(filterJobs(all, f('', 'internship')).map((j) => j.id)).toEqual(['c']);
    expect(filterJobs(all, f('', '', 'bengaluru')).map((j) => j.id)).toEqual(['a']);
    expect(filterJobs(all, f('engineer', 'Contract', 'Pune')).map((j) => j.id)).toEqual(['b']);
    expect(filterJobs(all, f('engineer', 'Contract', 'Remote'))).toEqual([]);
  });

  it('reads and writes the filters as URL params, dropping empty ones and keeping others', () => {
    const params = new URLSearchParams('q=react&type=Remote&page=2');
    expect(readFilters(params)).toEqual({ q: 'react', type: 'Remote', location: '' });
    expect(writeFilters(params, { type: '', location: 'Pune' }).toString()).toBe(
      'q=react&page=2&location=Pune',
    );
    expect(hasFilters(readFilters(new URLSearchParams()))).toBe(false);
  });
});

describe('ordering and options', () => {
  it('puts the newest first and jobs without a date last', () => {
    const jobs = [
      job({ id: 'old', createdAt: '2030-01-01T00:00:00Z' }),
      job({ id: 'none' }),
      job({ id: 'new', createdAt: '2030-03-01T00:00:00Z' }),
      job({ id: 'mid', createdAt: '2030-02-01T00:00:00Z' }),
    ];
    expect(newestFirst(jobs).map((j) => j.id)).toEqual(['new', 'mid', 'old', 'none']);
  });

  it('lists each location once, sorted, and keeps the current one', () => {
    expect(locationOptions([...all, job({ location: 'pune' })], 'Kochi')).toEqual([
      'Bengaluru',
      'Kochi',
      'Pune',
      'Remote',
    ]);
  });
});
