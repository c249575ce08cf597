import { jobTypeForBackend } from '@/entities/job/job-types';
import { seedId } from '../ids';
import type { DemoJob } from '../types';
import { companies, type Company } from './companies';
import { DAY_MS, endOfDayIn } from './jobs';
import { modes, places, roles, types } from './jobs-at-scale-pools';

/**
 * A large jobs board on demand (the demo's `?demoJobs=N`): N plausible postings, the same N for the same count and
 * moment, made from small pools so that 10,000 take well under a second and share their strings.
 */

/** Generated ids start with this, so the demo DB can store the recipe instead of thousands of jobs. */
export const GENERATED_JOB_ID_PREFIX = '64d0';
/** The most the flag will make: twice the size the board is measured at. */
export const MAX_GENERATED_JOBS = 20_000;
/** Postings spread over this many days before the moment of seeding. */
const SPREAD_DAYS = 365;

const companyList: Company[] = Object.values(companies);

/** A small, fast, seeded generator (mulberry32): the same seed gives the same board. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` jobs, oldest first (as the backend lists them), all dated relative to `now`. */
export function generateJobs(count: number, now: Date): DemoJob[] {
  const n = Math.max(0, Math.min(MAX_GENERATED_JOBS, Math.floor(count)));
  const rnd = random(n * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const jobs: DemoJob[] = new Array<DemoJob>(n);
  // Deadlines fall on a few hundred distinct days: each day's end is worked out once (local-time maths is slow).
  const days = new Map<number, string>();
  const endOfDay = (offset: number) => {
    let iso = days.get(offset);
    if (iso === undefined) {
      iso = endOfDayIn(now, offset);
      days.set(offset, iso);
    }
    return iso;
  };
  for (let i = 0; i < n; i += 1) {
    const role = pick(roles);
    const company = pick(companyList);
    const type = role.title.includes('Intern') ? 'Internship' : pick(types);
    const junior = type === 'Internship' || role.keywords.includes('fresher');
    // Leads start at five years; other roles at one.
    const lead = /Manager|Architect/.test(role.title);
    const experience = junior ? 0 : (lead ? 5 : 1) + Math.floor(rnd() * 8);
    // Oldest first, evenly spread with a little jitter.
    const postedDaysAgo = SPREAD_DAYS * (1 - (i + rnd() * 0.5) / Math.max(n, 1));
    const created = new Date(now.getTime() - postedDaysAgo * DAY_MS).toISOString();
    const deadlineInDays = Math.round(30 + rnd() * 60 - postedDaysAgo);
    const skillCount = 3 + Math.floor(rnd() * (role.skills.length - 2));
    const mode = type === 'Remote' ? 'Remote' : pick(modes);
    const stored = jobTypeForBackend(type, role.keywords);
    jobs[i] = {
      _id: seedId(i + 1, GENERATED_JOB_ID_PREFIX),
      jobTitle: role.title,
      jobType: stored.jobType,
      jobDescription: `At ${company.companyName} you will ${role.duty}. You will work with a small, friendly team, review code with care and learn something new every sprint.`,
      jobDeadline: endOfDay(deadlineInDays),
      recruitmentPeriod: endOfDay(deadlineInDays + 14),
      recruitmentQuota: 1 + Math.floor(rnd() * 5),
      salaryPerMonth: junior
        ? 15_000 + Math.floor(rnd() * 25) * 1_000
        : 30_000 + experience * 12_000 + Math.floor(rnd() * 40) * 1_000,
      experienceInYears: experience,
      location: type === 'Remote' ? 'Remote' : pick(places),
      skills: role.skills.slice(0, skillCount),
      userQualification: [role.qualification],
      keywords: stored.keywords,
      ...company,
      applyLink: `${company.companySite.startsWith('http') ? company.companySite : `https://${company.companySite}`}/careers/${i + 1}`,
      ...(mode ? { mode } : {}),
      createdAt: created,
      updatedAt: created,
      __v: 0,
    };
  }
  return jobs;
}

export function isGeneratedJob(job: Pick<DemoJob, '_id'>): boolean {
  return job._id.startsWith(GENERATED_JOB_ID_PREFIX);
}

/**
 * The count a `?demoJobs=` value asks for: a whole number from 0 to the maximum (larger is capped), else null
 * (the flag is ignored).
 */
export function parseDemoJobs(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Math.min(Number(value.trim()), MAX_GENERATED_JOBS);
}
