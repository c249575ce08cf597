import { afterEach, describe, expect, it, vi } from 'vitest';
import { toJobs } from '@/entities/job/jobs';
import { configureDemo } from '@/mocks/config';
import { DB_STORAGE_KEY, getDb, seedGeneratedJobs } from '@/mocks/db';
import { MAX_GENERATED_JOBS, generateJobs, isGeneratedJob, parseDemoJobs } from '@/mocks/seed/jobs-at-scale';
import { BACKEND_JOB_TYPES } from '@/mocks/handlers/jobs';

const now = new Date('2030-06-15T12:00:00Z');

afterEach(() => configureDemo({ persist: false }));

describe('the demo board at scale (?demoJobs=N)', () => {
  it('makes exactly N jobs, oldest first, the same ones for the same count and moment', () => {
    const jobs = generateJobs(500, now);
    expect(jobs).toHaveLength(500);
    expect(new Set(jobs.map((j) => j._id)).size).toBe(500);
    expect(jobs.every(isGeneratedJob)).toBe(true);
    expect(jobs.map((j) => j.createdAt)).toEqual([...jobs.map((j) => j.createdAt)].sort());
    expect(generateJobs(500, now)).toEqual(jobs);
    expect(generateJobs(0, now)).toEqual([]);
  });

  it('makes jobs the app reads whole: every one adapted, real types, some open and some expired', () => {
    const raw = generateJobs(2000, now);
    const jobs = toJobs(JSON.parse(JSON.stringify(raw)) as unknown[]);
    expect(jobs).toHaveLength(2000);
    const allowed = new Set<string>([...BACKEND_JOB_TYPES, 'Internship', 'Contract']);
    expect(jobs.every((j) => allowed.has(j.type) && j.title && j.companyName && j.skills.length > 0)).toBe(
      true,
    );
    const expired = jobs.filter((j) => Date.parse(j.deadline!) < now.getTime()).length;
    expect(expired).toBeGreaterThan(0);
    expect(expired).toBeLessThan(2000);
  });

  it('reads the flag as a whole number, capped; anything else is ignored', () => {
    expect(parseDemoJobs('10000')).toBe(10000);
    expect(parseDemoJobs(' 0 ')).toBe(0);
    expect(parseDemoJobs('999999')).toBe(MAX_GENERATED_JOBS);
    for (const bad of [null, '', 'lots', '-5', '1e4', '2.5']) expect(parseDemoJobs(bad)).toBeNull();
  });

  it('stores the recipe, not the jobs, and makes the same jobs again on the next visit', async () => {
    configureDemo({ persist: true });
    seedGeneratedJobs(3000, now);
    const stored = JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!) as {
      jobs: unknown[];
      generatedJobs: unknown;
    };
    expect(stored.jobs).toEqual([]);
    expect(stored.generatedJobs).toEqual({ count: 3000, at: now.toISOString() });
    const before = getDb().jobs;

    // A fresh page load: a new copy of the module reads localStorage.
    vi.resetModules();
    (await import('@/mocks/config')).configureDemo({ persist: true });
    const fresh = await import('@/mocks/db');
    expect(fresh.getDb().jobs).toEqual(before);

    // Asking again for the same count keeps what is there (jobs posted since included).
    const again = fresh.getDb().jobs;
    fresh.seedGeneratedJobs(3000);
    expect(fresh.getDb().jobs).toBe(again);
  });
});
