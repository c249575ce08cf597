import { demoConfig } from './config';
import { forgetPictures } from './pictures';
import { seedAccounts } from './seed/accounts';
import { seedClasses } from './seed/classes';
import { seedContributors } from './seed/leaderboard';
import { seedJobs } from './seed/jobs';
import { generateJobs, isGeneratedJob } from './seed/jobs-at-scale';
import { seedProjects } from './seed/projects';
import type { DemoDb, DemoDeployedProject, DemoProject } from './types';

/** Its own namespace in localStorage; logout never touches it. Bump the version to reseed after a shape change. */
export const DB_STORAGE_KEY = 'codershub-demo-db';
const DB_VERSION = 6;

const newEpoch = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function seedDb(now = new Date()): DemoDb {
  return {
    version: DB_VERSION,
    epoch: newEpoch(),
    accounts: seedAccounts(now),
    jobs: seedJobs(now),
    classes: seedClasses(),
    projects: seedProjects(now),
    contributors: seedContributors(),
  };
}

/*
 * Every open tab runs its own copy of the demo API over the one stored database. So that two tabs never undo each
 * other's writes (register in one, post a job in the other), a tab's copy is only a cache of what is stored: it is
 * re-read whenever the stored text is not the one this tab last read or wrote, and a write that finds the stored
 * text changed since merges its records into it instead of replacing it. A reseed ("Reset demo data") starts a new
 * epoch, which no tab's older copy is merged back into, so the reset holds in every tab.
 */
let db: DemoDb | null = null;
/** The stored text `db` was read from or last written as; undefined before the first read. */
let seenRaw: string | null | undefined;

function readStored(): string | null {
  try {
    return localStorage.getItem(DB_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseStored(raw: string | null): DemoDb | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as DemoDb;
    if (!parsed || parsed.version !== DB_VERSION || !Array.isArray(parsed.accounts)) return null;
    // Generated jobs are stored as their recipe (see saveDb); make them again, before the jobs posted since.
    if (parsed.generatedJobs) {
      const { count, at } = parsed.generatedJobs;
      parsed.jobs = [...generateJobs(count, new Date(at)), ...parsed.jobs];
    }
    return parsed;
  } catch {
    return null; // corrupt: start from the seed
  }
}

export function getDb(): DemoDb {
  if (!demoConfig.persist) {
    db ??= seedDb();
    return db;
  }
  const raw = readStored();
  // Nothing stored while this tab holds a copy (storage blocked, or full since the start): keep the copy.
  if (db && (raw === seenRaw || raw === null)) return db;
  db = parseStored(raw) ?? seedDb();
  seenRaw = raw;
  return db;
}

type Keyed = { _id: string } | { id: string };
const recordKey = (r: Keyed) => ('_id' in r ? r._id : r.id);

/** Theirs, with every record of ours added or put in place of theirs (same id): nothing either tab wrote is lost. */
function mergeRecords<T extends Keyed>(theirs: readonly T[], ours: readonly T[]): T[] {
  const mine = new Map(ours.map((r) => [recordKey(r), r]));
  const merged = theirs.map((r) => mine.get(recordKey(r)) ?? r);
  const known = new Set(theirs.map(recordKey));
  return [...merged, ...ours.filter((r) => !known.has(recordKey(r)))];
}

function mergeInto(theirs: DemoDb, ours: DemoDb): DemoDb {
  return {
    ...theirs,
    accounts: mergeRecords(theirs.accounts, ours.accounts),
    jobs: mergeRecords(theirs.jobs, ours.jobs),
    classes: mergeRecords(theirs.classes, ours.classes),
    projects: mergeRecords<DemoProject | DemoDeployedProject>(theirs.projects, ours.projects),
  };
}

/**
 * Writes the database through to localStorage (browser only). Generated jobs are left out: the recipe
 * (count and moment) makes the same ones again, and thousands of jobs would not fit in localStorage.
 * Another tab's write since this tab's last read is merged with, not overwritten; another tab's reseed wins.
 */
export function saveDb(): void {
  if (!demoConfig.persist || !db) return;
  const raw = readStored();
  if (raw !== null && raw !== seenRaw) {
    const theirs = parseStored(raw);
    if (theirs) db = theirs.epoch === db.epoch ? mergeInto(theirs, db) : theirs;
  }
  const current = db;
  const stored = current.generatedJobs
    ? { ...current, jobs: current.jobs.filter((j) => !isGeneratedJob(j)) }
    : current;
  const text = JSON.stringify(stored);
  try {
    localStorage.setItem(DB_STORAGE_KEY, text);
    seenRaw = text;
  } catch {
    /* quota: keep the in-memory copy */
  }
}

/** Back to the seed: each test starts here, and the demo's "Reset demo data" calls it. */
export function resetDb(): DemoDb {
  db = seedDb();
  forgetPictures();
  // A reseed replaces whatever is stored, whichever tab wrote it.
  seenRaw = readStored();
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
  // A new jobs table: another tab's older copy must not merge its jobs back.
  current.epoch = newEpoch();
  seenRaw = readStored();
  saveDb();
}
