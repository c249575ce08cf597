import { http } from 'msw';
import { getDb, saveDb } from '../db';
import { objectId } from '../ids';
import { authenticate, json, latency, readJsonBody } from '../respond';
import type { DemoJob } from '../types';
import { faultAfterSave } from './faults';

/** The backend's enum, which differs from the spec's list: Internship and Contract are refused. */
export const BACKEND_JOB_TYPES = ['Full-time', 'Part-time', 'Remote', 'Hybrid', 'On-site'] as const;
const JOB_DESCRIPTION_MIN = 50;
const COMPANY_DESCRIPTION_MAX = 500;
const POSTING_ROLES = ['recruiter', 'admin'];

function list(jobs: DemoJob[]) {
  return json({ success: true, message: 'Jobs fetched successfully', jobs });
}

/** Public, no paging, oldest first. */
export const allJobsHandler = http.get('*/v1/jobs/all', async () => {
  await latency();
  // ISO date-times order as plain strings, much faster than localeCompare over thousands of jobs.
  return list(
    [...getDb().jobs].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)),
  );
});

export const jobsByTypeHandler = http.get<{ jobType: string }>(
  '*/v1/jobs/type/:jobType',
  async ({ params }) => {
    await latency();
    const type = params.jobType.toLowerCase();
    return list(getDb().jobs.filter((j) => j.jobType.toLowerCase() === type));
  },
);

export const jobsByLocationHandler = http.get<{ location: string }>(
  '*/v1/jobs/location/:location',
  async ({ params }) => {
    await latency();
    const place = params.location.toLowerCase();
    return list(getDb().jobs.filter((j) => j.location.toLowerCase().includes(place)));
  },
);

type Casted<T> = { ok: true; value: T } | { ok: false; problem: string };

export function castString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

function castNumber(path: string, value: unknown): Casted<number | undefined> {
  if (value === undefined || value === null || value === '') return { ok: true, value: undefined };
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (Number.isFinite(n)) return { ok: true, value: n };
  return {
    ok: false,
    problem: `Cast to Number failed for value "${String(value)}" (type ${typeof value}) at path "${path}"`,
  };
}

function castDate(path: string, value: unknown): Casted<Date | undefined> {
  if (value === undefined || value === null || value === '') return { ok: true, value: undefined };
  const d = typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(Number.NaN);
  if (!Number.isNaN(d.getTime())) return { ok: true, value: d };
  return {
    ok: false,
    problem: `Cast to date failed for value "${String(value)}" (type ${typeof value}) at path "${path}"`,
  };
}

export function castList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(castString).filter((s): s is string => s !== undefined);
  const one = castString(value);
  return one === undefined || one === '' ? [] : [one];
}

const required = (path: string) => `Path \`${path}\` is required.`;
const minimum = (path: string, value: number, min: number) =>
  `Path \`${path}\` (${value}) is less than minimum allowed value (${min}).`;

/**
 * Validates and builds a job the way the backend's Mongoose model does: every problem, in schema order,
 * joined into one "Job validation failed: path: text, path: text" message.
 */
export function buildJob(
  body: Record<string, unknown>,
  now = new Date(),
): { job: DemoJob } | { error: string } {
  const problems: [string, string][] = [];
  const need = (path: string, value: string | number | Date | undefined) => {
    if (value === undefined || value === '') problems.push([path, required(path)]);
  };
  const numberAt = (path: string) => {
    const c = castNumber(path, body[path]);
    if (!c.ok) problems.push([path, c.problem]);
    return c.ok ? c.value : undefined;
  };
  const dateAt = (path: string) => {
    const c = castDate(path, body[path]);
    if (!c.ok) problems.push([path, c.problem]);
    return c.ok ? c.value : undefined;
  };

  const jobTitle = castString(body.jobTitle) ?? '';
  need('jobTitle', jobTitle);
  const jobType = castString(body.jobType) ?? '';
  need('jobType', jobType);
  if (jobType && !(BACKEND_JOB_TYPES as readonly string[]).includes(jobType)) {
    problems.push(['jobType', `\`${jobType}\` is not a valid enum value for path \`jobType\`.`]);
  }
  const jobDescription = castString(body.jobDescription) ?? '';
  need('jobDescription', jobDescription);
  if (jobDescription && jobDescription.length < JOB_DESCRIPTION_MIN) {
    // The backend's own wording, although it counts characters.
    problems.push(['jobDescription', 'Job description must be at least 50 words long']);
  }
  const jobDeadline = dateAt('jobDeadline');
  if (!problems.some(([p]) => p === 'jobDeadline')) need('jobDeadline', jobDeadline);
  if (jobDeadline && jobDeadline <= now) problems.push(['jobDeadline', 'Job deadline must be a future date']);
  const recruitmentPeriod = dateAt('recruitmentPeriod');
  if (!problems.some(([p]) => p === 'recruitmentPeriod')) need('recruitmentPeriod', recruitmentPeriod);
  if (recruitmentPeriod && recruitmentPeriod <= now)
    problems.push(['recruitmentPeriod', 'Recruitment period must be a future date']);
  const recruitmentQuota = numberAt('recruitmentQuota');
  if (!problems.some(([p]) => p === 'recruitmentQuota')) need('recruitmentQuota', recruitmentQuota);
  if (recruitmentQuota !== undefined && recruitmentQuota < 1)
    problems.push(['recruitmentQuota', minimum('recruitmentQuota', recruitmentQuota, 1)]);
  const salaryPerMonth = numberAt('salaryPerMonth');
  if (!problems.some(([p]) => p === 'salaryPerMonth')) need('salaryPerMonth', salaryPerMonth);
  if (salaryPerMonth !== undefined && salaryPerMonth < 0)
    problems.push(['salaryPerMonth', minimum('salaryPerMonth', salaryPerMonth, 0)]);
  const experienceInYears = numberAt('experienceInYears') ?? 0;
  if (experienceInYears < 0)
    problems.push(['experienceInYears', minimum('experienceInYears', experienceInYears, 0)]);
  const location = castString(body.location) ?? '';
  need('location', location);
  const skills = castList(body.skills).filter((s) => s !== '');
  if (skills.length === 0) problems.push(['skills', 'At least one skill is required']);
  const companyName = castString(body.companyName) ?? '';
  need('companyName', companyName);
  const companyDescription = castString(body.companyDescription) ?? '';
  need('companyDescription', companyDescription);
  const companySite = castString(body.companySite) ?? '';
  need('companySite', companySite);
  const applyLink = castString(body.applyLink) ?? '';
  need('applyLink', applyLink);
  if (companyDescription.length > COMPANY_DESCRIPTION_MAX) {
    problems.push(['companyDescription', 'Company description cannot exceed 500 characters']);
  }

  if (problems.length > 0) {
    return {
      error: `Job validation failed: ${problems.map(([path, text]) => `${path}: ${text}`).join(', ')}`,
    };
  }
  const stamp = now.toISOString();
  return {
    job: {
      _id: objectId(now.getTime()),
      jobTitle,
      jobType,
      jobDescription,
      jobDeadline: jobDeadline!.toISOString(),
      recruitmentPeriod: recruitmentPeriod!.toISOString(),
      recruitmentQuota: recruitmentQuota!,
      salaryPerMonth: salaryPerMonth!,
      experienceInYears,
      location,
      skills,
      userQualification: castList(body.userQualification),
      keywords: castList(body.keywords),
      companyName,
      companySite,
      companyDescription,
      // The schema is strict: a logo, `mode` or `style` sent along is dropped, so the board shows the fallback.
      companyLogo: '',
      applyLink,
      createdAt: stamp,
      updatedAt: stamp,
      __v: 0,
    },
  };
}

/** Recruiter or admin token; a job stores no owner. */
export const createJobHandler = http.post('*/v1/jobs/create', async ({ request }) => {
  await latency();
  const read = await readJsonBody(request);
  if ('response' in read) return read.response;
  const auth = authenticate(request);
  if (!auth.ok) {
    if (auth.reason === 'missing') return json({ message: 'No token provided' }, 401);
    return json({ message: 'Invalid or expired token', error: auth.reason }, 401);
  }
  if (!POSTING_ROLES.includes(auth.claims.role ?? ''))
    return json({ message: 'Access denied. Not recruiter or admin.' }, 403);
  const built = buildJob(read.body ?? {});
  if ('error' in built)
    return json({ success: false, message: 'Job creation failed', error: built.error }, 400);
  getDb().jobs.push(built.job);
  saveDb();
  // Saved: what fails from here (the recruiter's mail, the connection) no longer undoes it.
  return (
    faultAfterSave(request) ??
    json({ success: true, message: 'Job created successfully', job: built.job }, 201)
  );
});

/** Mongo's refusal of an id that is not 24 hex characters, as the backend's findById throws it. */
export function castIdError(id: string, model: string): string {
  return `Cast to ObjectId failed for value "${id}" (type string) at path "_id" for model "${model}"`;
}

export const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

/**
 * Recruiter or admin token, any job (no owner is stored). The backend deletes the job and then mails the recruiter;
 * a failing mail answers 500 although the job is gone (an armed `afterSave` fault).
 */
export const deleteJobHandler = http.delete<{ id: string }>(
  '*/v1/jobs/delete/:id',
  async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) {
      if (auth.reason === 'missing') return json({ message: 'No token provided' }, 401);
      return json({ message: 'Invalid or expired token', error: auth.reason }, 401);
    }
    if (!POSTING_ROLES.includes(auth.claims.role ?? ''))
      return json({ message: 'Access denied. Not recruiter or admin.' }, 403);
    if (!isObjectId(params.id))
      return json(
        { success: false, message: 'Failed to delete job', error: castIdError(params.id, 'Job') },
        500,
      );
    const db = getDb();
    if (!db.jobs.some((j) => j._id === params.id))
      return json({ success: false, message: 'Job not found' }, 404);
    db.jobs = db.jobs.filter((j) => j._id !== params.id);
    saveDb();
    return faultAfterSave(request) ?? json({ success: true, message: 'Job deleted successfully' });
  },
);

export const jobHandlers = [
  allJobsHandler,
  jobsByTypeHandler,
  jobsByLocationHandler,
  createJobHandler,
  deleteJobHandler,
];
