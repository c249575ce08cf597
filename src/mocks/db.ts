import { demoConfig } from './config';
import { seedAccounts } from './seed/accounts';
import { seedClasses } from './seed/classes';
import { seedContributors } from './seed/leaderboard';
import { seedJobs } from './seed/jobs';
import { generateJobs, isGeneratedJob } from './seed/jobs-at-scale';
import { seedProjects } from './seed/projects';
import type { DemoDb } from './types';

/** Its own namespace in localStorage; logout never touches it. Bump the version to reseed after a shape change. */
export const DB_STORAGE_KEY = 'codershub-demo-db';
const DB_VERSION = 4;

export function seedDb(now = new Date()): DemoDb {
  return {
    version: DB_VERSION,
    accounts: seedAccounts(now),
    jobs: seedJobs(now),
    classes: seedClasses(),
    projects: seedProjects(now),
    contributors: seedContributors(),
  };
}

let db: DemoDb | null = null;

function load(): DemoDb {
  if (demoConfig.persist) {
    try {
      const raw = localStorage.getItem(DB_STORAGE_KEY);
      if (raw) {
        const parsed = JSON.parse(raw) as DemoDb;
        if (parsed && parsed.version === DB_VERSION && Array.isArray(parsed.accounts)) {
          // Generated jobs are stored as their recipe (see saveDb); make them again, before the jobs posted since.
          if (parsed.generatedJobs) {
            const { count, at } = parsed.generatedJobs;
            parsed.jobs = [...generateJobs(count, new Date(at)), ...parsed.jobs];
          }
          return parsed;
        }
      }
    } catch {
      /* corrupt or unavailable: start from the seed */
    }
  }
  return seedDb();
}

export function getDb(): DemoDb {
  db ??= load();
  return db;
}

/**
 * Writes the database through to localStorage (browser only). Generated jobs are left out: the recipe
 * (count and moment) makes the same ones again, and thousands of jobs would not fit in localStorage.
 */
export function saveDb(): void {
  if (!demoConfig.persist || !db) return;
  const stored = db.generatedJobs ? { ...db, jobs: db.jobs.filter((j) => !isGeneratedJob(j)) } : db;
  try {
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    /* quota: keep the in-memory copy */
  }
}

/** Back to the seed: each test starts here, and the demo's "Reset demo data" calls it. */
export function resetDb(): DemoDb {
  db = seedDb();
  saveDb();
  return db;
}

/**
 * The demo's `?demoJobs=N`: the jobs table becomes N generated jobs (the same N jobs for the same count and
 * moment). Asking again for the count already seeded changes nothing, so a reload keeps the jobs posted since.
 */
export function seedGeneratedJobs(count: number, now = new Date()): void {
  const current = getDb();
  if (current.generatedJobs?.count === count) return;
  current.jobs = generateJobs(count, now);
  current.generatedJobs = { count, at: now.toISOString() };
  saveDb();
}
