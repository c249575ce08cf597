import { toJob } from '@/entities/job/jobs';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { seedJobs } from '@/mocks/seed/jobs';
import { signToken } from '@/mocks/token';
import { demoAccount } from '../utils/session';

// The demo API's job calls, spoken to over HTTP the way the app speaks to the backend.
const API = 'http://localhost/v1/jobs';

function tokenFor(role: Parameters<typeof demoAccount>[0]) {
  return signToken(demoAccount(role)._id, role);
}

function post(body: unknown, token?: string) {
  return fetch(`${API}/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

const valid = {
  jobTitle: 'Platform Engineer',
  jobType: 'Full-time',
  location: 'Pune',
  skills: ['Go'],
  jobDescription: 'Run the platform that every product team at the company builds on, day to day.',
  recruitmentPeriod: inDays(30),
  recruitmentQuota: 1,
  salaryPerMonth: 120000,
  experienceInYears: 3,
  companyName: 'ByteForge',
  companyDescription: 'Payments.',
  companySite: 'https://byteforge.example.com',
  applyLink: 'https://byteforge.example.com/careers/99',
  userQualification: ['B.Tech'],
  jobDeadline: inDays(14),
  keywords: ['platform'],
};

describe('the seed', () => {
  it('holds at least 14 jobs across the five spec types plus Hybrid and On-site, stored as the backend stores them, some expired, dated relative to now', () => {
    const now = new Date('2031-01-10T12:00:00Z');
    const jobs = seedJobs(now);
    expect(jobs.length).toBeGreaterThanOrEqual(14);
    // Only the backend's enum is stored; Internship and Contract ride on Full-time with their reserved keyword.
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(
      new Set(['Full-time', 'Part-time', 'Remote', 'Hybrid', 'On-site']),
    );
    expect(new Set(jobs.map((j) => toJob(j)!.type))).toEqual(
      new Set(['Full-time', 'Part-time', 'Internship', 'Contract', 'Remote', 'Hybrid', 'On-site']),
    );
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(5);
    expect(jobs.filter((j) => new Date(j.jobDeadline) < now).length).toBeGreaterThanOrEqual(2);
    expect(jobs.every((j) => new Date(j.createdAt) <= now)).toBe(true);
    expect(jobs.some((j) => !/^https?:/.test(j.applyLink))).toBe(true);
    expect(jobs.filter((j) => j.companyLogo).every((j) => j.companyLogo.startsWith('/logos/'))).toBe(true);
  });
});

describe('GET v1/jobs/all, /type/:jobType and /location/:location', () => {
  it("answers the backend's shape, oldest first", async () => {
    const res = await fetch(`${API}/all`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; message: string; jobs: { createdAt: string }[] };
    expect(body.success).toBe(true);
    expect(body.message).toBe('Jobs fetched successfully');
    expect(body.jobs).toHaveLength(getDb().jobs.length);
    const times = body.jobs.map((j) => j.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('filters by type and by location', async () => {
    const byType = (await (await fetch(`${API}/type/Hybrid`)).json()) as { jobs: { jobType: string }[] };
    expect(byType.jobs.length).toBeGreaterThan(0);
    expect(byType.jobs.every((j) => j.jobType === 'Hybrid')).toBe(true);
    const byPlace = (await (await fetch(`${API}/location/Remote`)).json()) as {
      jobs: { location: string }[];
    };
    expect(byPlace.jobs.length).toBeGreaterThan(0);
    expect(byPlace.jobs.every((j) => j.location === 'Remote')).toBe(true);
  });
});

describe('POST v1/jobs/create', () => {
  it('refuses without a token (401 No token provided) and with a bad one (401 Invalid or expired token)', async () => {
    const none = await post(valid);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'No token provided' });

    const token = tokenFor('recruiter');
    const bad = await post(valid, `${token}x`);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: 'Invalid or expired token', error: 'invalid signature' });

    const expired = await post(
      valid,
      signToken(demoAccount('recruiter')._id, 'recruiter', Math.floor(Date.now() / 1000) - 7200),
    );
    expect(await expired.json()).toEqual({ message: 'Invalid or expired token', error: 'jwt expired' });
  });

  it('refuses roles other than recruiter and admin with 403', async () => {
    for (const role of ['student', 'developer', 'teacher', 'superadmin'] as const) {
      const res = await post(valid, tokenFor(role));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Access denied. Not recruiter or admin.' });
    }
  });

  it('creates the job for a recruiter and for an admin, and lists it last (oldest first)', async () => {
    const res = await post(valid, tokenFor('recruiter'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      success: boolean;
      message: string;
      job: { _id: string; jobTitle: string };
    };
    expect(body).toMatchObject({
      success: true,
      message: 'Job created successfully',
      job: { jobTitle: 'Platform Engineer' },
    });
    expect(body.job._id).toMatch(/^[0-9a-f]{24}$/);
    const all = (await (await fetch(`${API}/all`)).json()) as { jobs: { _id: string }[] };
    expect(all.jobs.at(-1)?._id).toBe(body.job._id);
    expect((await post({ ...valid, jobTitle: 'By admin' }, tokenFor('admin'))).status).toBe(201);
  });

  it.each([
    [{ jobType: 'Internship' }, 'jobType: `Internship` is not a valid enum value for path `jobType`.'],
    [{ jobType: 'Contract' }, 'jobType: `Contract` is not a valid enum value for path `jobType`.'],
    [
      { jobDescription: 'Too short to be a job description.' },
      'jobDescription: Job description must be at least 50 words long',
    ],
    [{ jobDeadline: inDays(-1) }, 'jobDeadline: Job deadline must be a future date'],
    [{ recruitmentPeriod: inDays(-1) }, 'recruitmentPeriod: Recruitment period must be a future date'],
    [
      { recruitmentQuota: 0 },
      'recruitmentQuota: Path `recruitmentQuota` (0) is less than minimum allowed value (1).',
    ],
    [
      { salaryPerMonth: -5 },
      'salaryPerMonth: Path `salaryPerMonth` (-5) is less than minimum allowed value (0).',
    ],
    [
      { experienceInYears: -1 },
      'experienceInYears: Path `experienceInYears` (-1) is less than minimum allowed value (0).',
    ],
    [
      { companyDescription: 'x'.repeat(501) },
      'companyDescription: Company description cannot exceed 500 characters',
    ],
    [{ skills: [] }, 'skills: At least one skill is required'],
    [{ jobTitle: '' }, 'jobTitle: Path `jobTitle` is required.'],
    [{ companySite: '' }, 'companySite: Path `companySite` is required.'],
    [{ companyDescription: '' }, 'companyDescription: Path `companyDescription` is required.'],
    [{ applyLink: '' }, 'applyLink: Path `applyLink` is required.'],
    [
      { salaryPerMonth: 'lots' },
      'salaryPerMonth: Cast to Number failed for value "lots" (type string) at path "salaryPerMonth"',
    ],
  ])('refuses %o with 400 and the backend text', async (change, text) => {
    const before = getDb().jobs.length;
    const res = await post({ ...valid, ...change }, tokenFor('recruiter'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Job creation failed',
      error: `Job validation failed: ${text}`,
    });
    expect(getDb().jobs).toHaveLength(before);
  });

  it('lists every problem at once, in schema order', async () => {
    const res = await post({ ...valid, jobTitle: '', jobType: 'Contract' }, tokenFor('admin'));
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe(
      'Job validation failed: jobTitle: Path `jobTitle` is required., jobType: `Contract` is not a valid enum value for path `jobType`.',
    );
  });
});
