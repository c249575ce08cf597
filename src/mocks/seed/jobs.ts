import { jobTypeForBackend } from '@/entities/job/job-types';
import { seedId } from '../ids';
import type { DemoJob } from '../types';
import { SEED_JOB_LISTINGS } from './job-listings';

export const DAY_MS = 24 * 3600 * 1000;

/** The deadline is the end of that day: a job closing "today" stays open until midnight. */
export function endOfDayIn(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setHours(23, 59, 59, 999);
  return d.toISOString();
}

/** Every date is relative to `now`, so the seed always looks fresh: some jobs open, some expired. */
export function seedJobs(now: Date): DemoJob[] {
  return SEED_JOB_LISTINGS.map((j, i) => {
    const created = new Date(now.getTime() - j.postedDaysAgo * DAY_MS).toISOString();
    const slug = j.company.companySite.replace(/^https?:\/\//, '');
    // As the backend would hold them: Internship and Contract as Full-time with their reserved keyword.
    const stored = jobTypeForBackend(j.jobType, j.keywords);
    return {
      _id: seedId(i + 1, '64c1'),
      jobTitle: j.jobTitle,
      jobType: stored.jobType,
      jobDescription: j.jobDescription,
      jobDeadline: endOfDayIn(now, j.deadlineInDays),
      // Hiring wraps up two weeks after applications close.
      recruitmentPeriod: endOfDayIn(now, j.deadlineInDays + 14),
      recruitmentQuota: j.recruitmentQuota,
      salaryPerMonth: j.salaryPerMonth,
      experienceInYears: j.experienceInYears,
      location: j.location,
      skills: j.skills,
      userQualification: j.userQualification,
      keywords: stored.keywords,
      ...j.company,
      applyLink: j.applyLink ?? `https://${slug}/careers/${i + 1}`,
      ...(j.mode ? { mode: j.mode } : {}),
      ...(j.style ? { style: j.style } : {}),
      createdAt: created,
      updatedAt: created,
      __v: 0,
    };
  });
}
