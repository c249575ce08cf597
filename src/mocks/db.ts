import { demoConfig } from './config';
import { seedAccounts } from './seed/accounts';
import { seedClasses } from './seed/classes';
import { seedContributors } from './seed/leaderboard';
import { seedJobs } from './seed/jobs';
import { seedProjects } from './seed/projects';
import type { DemoDb } from './types';

/** Its own namespace in localStorage; logout never touches it. Bump the version to reseed after a shape change. */
export const DB_STORAGE_KEY = 'codershub-demo-db';
const DB_VERSION = 3;

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
        if (parsed && parsed.version === DB_VERSION && Array.isArray(parsed.accounts)) return parsed;
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

/** Writes the database through to localStorage (browser only). */
export function saveDb(): void {
  if (!demoConfig.persist || !db) return;
  try {
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(db));
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
