import { JOB_TYPES } from '@/lib/constants';
import { formatInr } from '@/lib/format/number';
import type { Role } from '@/lib/session/roles';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { sortForReading } from '@/lib/format/text-order';
import { POSTING_ROLES } from './job-constants';

/** 0 → "Fresher", 1 → "1 year", 3 → "3 years"; unknown → "Not specified". */
export function experienceLabel(years: number | null): string {
  if (years === null || !Number.isFinite(years) || years < 0) return 'Not specified';
  if (years === 0) return 'Fresher';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** "₹85,000 / month", or "Not disclosed" when the job has no salary. */
export function salaryLabel(amount: number | null): string {
  return amount === null ? 'Not disclosed' : `${formatInr(amount)} / month`;
}

/** Recruiters and admins may post; the backend refuses everyone else with 403. */
export function canPostJobs(role: Role | null | undefined): boolean {
  return !!role && (POSTING_ROLES as readonly string[]).includes(role);
}

/** Only recruiters are shown the Post a Job action on the board (the spec's rule). */
export function showsPostJobAction(role: Role | null | undefined): boolean {
  return role === 'recruiter';
}

/** The spec's five job types first, then any other type the data holds, sorted (the backend also allows Hybrid, On-site). */
export function jobTypeOptions(types: readonly string[], current = ''): string[] {
  const known = new Set<string>(JOB_TYPES.map((t) => t.toLowerCase()));
  const extra: string[] = [];
  for (const type of [...types, current]) {
    const t = type.trim();
    if (t && !known.has(t.toLowerCase())) {
      known.add(t.toLowerCase());
      extra.push(t);
    }
  }
  return [...JOB_TYPES, ...sortForReading(extra)];
}

/** "nimbuslabs.example.com" from an http(s) URL, for short link texts; null for anything else. */
export function hostOf(href: string): string | null {
  const url = safeHttpUrl(href);
  return url ? new URL(url).host.replace(/^www\./, '') : null;
}
