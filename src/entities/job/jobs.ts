import { request } from '@/lib/http/client';
import { networkOnly } from '@/lib/http/offline-copies';
import { jobTypeFromBackend } from '@/entities/job/job-types';
import {
  adaptAll,
  isRecord,
  listAnswer,
  readIsoDate,
  readNumber,
  readText,
  readTexts,
} from '@/lib/http/read-fields';

/**
 * GET v1/jobs/all — every job on the board (public, no paging, the server sends oldest first). Feature-free, because
 * the jobs board, the job detail page (the backend has no single-job call) and the admin dashboards all read it.
 */

/** A job as the app uses it, whatever shape the server sent it in. Missing text is '', missing numbers and dates null. */
export interface Job {
  /** The server's `_id`. Items without one are dropped: nothing could link to them. */
  id: string;
  title: string;
  /**
   * One of the spec's types (Internship and Contract read back from their reserved keyword, lib/job-types), or
   * another the backend allows (Hybrid, On-site), as sent.
   */
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
  /** The recruiter's keywords; the reserved one that carries the type is not among them. */
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

/**
 * The spec's `{ jobs: [...] }` (the deployed shape, with success and message) or a bare list. The items are read
 * by `toJob`.
 */
export const readJobsAnswer = listAnswer('jobs');

/**
 * Turns one raw item into a Job, or null when it is not an object or has no id. Every field is read tolerantly:
 * text trimmed (a number as its text), numbers from numeric text, lists from a list or one comma-separated string
 * (list entries kept whole: "CEH, OSCP or equivalent" is one qualification), dates as ISO date-times.
 */
export function toJob(item: unknown): Job | null {
  if (!isRecord(item)) return null;
  const id = readText(item._id) || readText(item.id);
  if (!id) return null;
  const { type, keywords } = jobTypeFromBackend(readText(item.jobType), readTexts(item.keywords, ','));
  return {
    id,
    title: readText(item.jobTitle),
    type,
    description: readText(item.jobDescription),
    location: readText(item.location),
    companyName: readText(item.companyName),
    companySite: readText(item.companySite),
    companyDescription: readText(item.companyDescription),
    companyLogo: readText(item.companyLogo) || readText(item.logo),
    applyLink: readText(item.applyLink),
    skills: readTexts(item.skills, ','),
    keywords,
    qualifications: readTexts(item.userQualification, ','),
    salaryPerMonth: readNumber(item.salaryPerMonth),
    experienceInYears: readNumber(item.experienceInYears),
    recruitmentQuota: readNumber(item.recruitmentQuota),
    recruitmentPeriod: readIsoDate(item.recruitmentPeriod),
    deadline: readIsoDate(item.jobDeadline),
    createdAt: readIsoDate(item.createdAt),
    mode: readText(item.mode),
    style: readText(item.style),
  };
}

/** Items that are not jobs, and repeats of an id already seen, are skipped rather than failing the whole board. */
export function toJobs(raw: readonly unknown[]): Job[] {
  return adaptAll(raw, toJob);
}

/** Every job, in the server's order (oldest first). */
export async function fetchJobs(signal?: AbortSignal): Promise<Job[]> {
  // Every job, unpaged: megabytes at scale, received as a blob (lib/http/client.ts: bulk).
  const raw = await request({ method: 'GET', url: 'v1/jobs/all', read: readJobsAnswer, signal, bulk: true });
  return toJobs(raw);
}

/**
 * The board as the server has it now, never a copy the offline worker saved (lib/http/offline-copies: networkOnly):
 * what settles a write whose answer left it open (a post, a close).
 */
export async function fetchServerJobs(): Promise<Job[]> {
  const params = networkOnly();
  return toJobs(
    await request({ method: 'GET', url: 'v1/jobs/all', params, read: readJobsAnswer, bulk: true }),
  );
}
