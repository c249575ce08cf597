import type { Job } from '@/entities/job/jobs';

/** A Job with every field at its empty value, overridden by `over`. */
export function job(over: Partial<Job>): Job {
  return {
    id: over.id ?? Math.random().toString(16).slice(2),
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
