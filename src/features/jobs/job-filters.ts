import type { Job } from '@/lib/api/jobs';

/** The board's filters, kept in the URL: ?q=react&type=Full-time&location=Pune */
export interface JobFilters {
  q: string;
  type: string;
  location: string;
}

export const FILTER_PARAMS = { q: 'q', type: 'type', location: 'location' } as const;

export function readFilters(params: URLSearchParams): JobFilters {
  return {
    q: params.get(FILTER_PARAMS.q) ?? '',
    type: params.get(FILTER_PARAMS.type) ?? '',
    location: params.get(FILTER_PARAMS.location) ?? '',
  };
}

/** The same params with the filters replaced; empty filters leave the URL. Other params are kept. */
export function writeFilters(params: URLSearchParams, filters: Partial<JobFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters) as [keyof JobFilters, string | undefined][]) {
    if (value === undefined) continue;
    if (value.trim() === '') next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], value);
  }
  return next;
}

export function hasFilters(filters: JobFilters): boolean {
  return filters.q.trim() !== '' || filters.type !== '' || filters.location !== '';
}

const norm = (s: string) => s.trim().toLowerCase();

/** Every word of the text filter must appear in the title, the company, a skill or a keyword. */
function matchesText(job: Job, q: string): boolean {
  const words = norm(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [job.title, job.companyName, ...job.skills, ...job.keywords].map(norm).join('\n');
  return words.every((w) => haystack.includes(w));
}

export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const type = norm(filters.type);
  const location = norm(filters.location);
  return jobs.filter(
    (job) =>
      (!type || norm(job.type) === type) &&
      (!location || norm(job.location) === location) &&
      matchesText(job, filters.q),
  );
}

/** Newest first by createdAt; jobs without a date go last, in reverse server order (the server sends oldest first). */
export function newestFirst(jobs: readonly Job[]): Job[] {
  return jobs
    .map((job, index) => ({ job, index, t: job.createdAt ? new Date(job.createdAt).getTime() : Number.NaN }))
    .sort((a, b) => {
      const at = Number.isFinite(a.t) ? a.t : -Infinity;
      const bt = Number.isFinite(b.t) ? b.t : -Infinity;
      return bt === at ? b.index - a.index : bt - at;
    })
    .map((x) => x.job);
}

/** The locations in the data, once each (case-insensitively), sorted; the current filter is kept even if absent. */
export function locationOptions(jobs: readonly Job[], current = ''): string[] {
  const byKey = new Map<string, string>();
  for (const place of [...jobs.map((j) => j.location), current]) {
    const t = place.trim();
    if (t && !byKey.has(t.toLowerCase())) byKey.set(t.toLowerCase(), t);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
