import { z } from 'zod';
import { request } from '../http';

/**
 * GET v1/jobs/all — every job on the board (public, no paging, the server sends oldest first). Feature-free, because
 * the jobs board, the job detail page (the backend has no single-job call) and the admin dashboards all read it.
 */

/** A job as the app uses it, whatever shape the server sent it in. Missing text is '', missing numbers and dates null. */
export interface Job {
  /** The server's `_id`. Items without one are dropped: nothing could link to them. */
  id: string;
  title: string;
  /** The server's text as sent: one of the spec's types, or another the backend allows (Hybrid, On-site). */
  type: string;
  description: string;
  location: string;
  companyName: string;
  companySite: string;
  companyDescription: string;
  /** `companyLogo` (list item) or `logo` (detail): a same-origin path or a URL, unchecked — render through Img. */
  companyLogo: string;
  /** Unchecked: open only through safeHttpUrl(). */
  applyLink: string;
  skills: string[];
  keywords: string[];
  qualifications: string[];
  salaryPerMonth: number | null;
  experienceInYears: number | null;
  recruitmentQuota: number | null;
  /** ISO date-times. */
  recruitmentPeriod: string | null;
  deadline: string | null;
  createdAt: string | null;
  mode: string;
  style: string;
}

export const JOBS_QUERY_KEY = ['jobs', 'all'] as const;

const text = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''))
  .pipe(z.string());

const num = z.unknown().transform((v): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
});

/** A list (entries kept whole: "CEH, OSCP or equivalent" is one qualification), or one comma-separated string; blanks dropped. */
const list = z.unknown().transform((v): string[] => {
  const items: unknown[] = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return items
    .map((item) => (typeof item === 'string' ? item.trim() : typeof item === 'number' ? String(item) : ''))
    .filter(Boolean);
});

const date = z.unknown().transform((v): string | null => {
  if ((typeof v !== 'string' || v.trim() === '') && typeof v !== 'number') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
});

const rawJob = z.object({
  _id: text.optional(),
  id: text.optional(),
  jobTitle: text.optional(),
  jobType: text.optional(),
  jobDescription: text.optional(),
  location: text.optional(),
  companyName: text.optional(),
  companySite: text.optional(),
  companyDescription: text.optional(),
  companyLogo: text.optional(),
  logo: text.optional(),
  applyLink: text.optional(),
  skills: list.optional(),
  keywords: list.optional(),
  userQualification: list.optional(),
  salaryPerMonth: num.optional(),
  experienceInYears: num.optional(),
  recruitmentQuota: num.optional(),
  recruitmentPeriod: date.optional(),
  jobDeadline: date.optional(),
  createdAt: date.optional(),
  mode: text.optional(),
  style: text.optional(),
});

const items = z.array(z.unknown());

/** The spec's `{ jobs: [...] }` (the deployed shape, with success and message) or a bare list. */
export const jobsResponseSchema = z.union([items, z.object({ jobs: items }).transform((b) => b.jobs)]);

/** Turns one raw item into a Job, or null when it is not an object or has no id. */
export function toJob(item: unknown): Job | null {
  const parsed = rawJob.safeParse(item);
  if (!parsed.success) return null;
  const j = parsed.data;
  const id = j._id || j.id || '';
  if (!id) return null;
  return {
    id,
    title: j.jobTitle ?? '',
    type: j.jobType ?? '',
    description: j.jobDescription ?? '',
    location: j.location ?? '',
    companyName: j.companyName ?? '',
    companySite: j.companySite ?? '',
    companyDescription: j.companyDescription ?? '',
    companyLogo: j.companyLogo || j.logo || '',
    applyLink: j.applyLink ?? '',
    skills: j.skills ?? [],
    keywords: j.keywords ?? [],
    qualifications: j.userQualification ?? [],
    salaryPerMonth: j.salaryPerMonth ?? null,
    experienceInYears: j.experienceInYears ?? null,
    recruitmentQuota: j.recruitmentQuota ?? null,
    recruitmentPeriod: j.recruitmentPeriod ?? null,
    deadline: j.jobDeadline ?? null,
    createdAt: j.createdAt ?? null,
    mode: j.mode ?? '',
    style: j.style ?? '',
  };
}

/** Items that are not jobs, and repeats of an id already seen, are skipped rather than failing the whole board. */
export function toJobs(raw: readonly unknown[]): Job[] {
  const seen = new Set<string>();
  const jobs: Job[] = [];
  for (const item of raw) {
    const job = toJob(item);
    if (!job || seen.has(job.id)) continue;
    seen.add(job.id);
    jobs.push(job);
  }
  return jobs;
}

/** Every job, in the server's order (oldest first). */
export async function fetchJobs(signal?: AbortSignal): Promise<Job[]> {
  const raw = await request({ method: 'GET', url: 'v1/jobs/all', schema: jobsResponseSchema, signal });
  return toJobs(raw);
}
