import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoAccount, DemoJob } from '@/mocks/types';

type DbModule = typeof import('@/mocks/db');

/** One browser tab's demo API: its own copy of the module (and so of the in-memory database), persisting. */
async function openTab(): Promise<DbModule> {
  vi.resetModules();
  const config = await import('@/mocks/config');
  config.configureDemo({ persist: true });
  return import('@/mocks/db');
}

function register(tab: DbModule, email: string) {
  const db = tab.getDb();
  const account = { ...db.accounts[0]!, _id: `acc-${email}`, email } satisfies DemoAccount;
  db.accounts.push(account);
  tab.saveDb();
}

function postJob(tab: DbModule, title: string) {
  const db = tab.getDb();
  const job = { ...db.jobs[0]!, _id: `job-${title}`, jobTitle: title } satisfies DemoJob;
  db.jobs.push(job);
  tab.saveDb();
}

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the demo database open in two tabs', () => {
  it('keeps an account registered in one tab when the other tab posts a job', async () => {
    const a = await openTab();
    a.resetDb();
    const b = await openTab();
    b.getDb(); // tab B loaded the database before tab A's registration
    register(a, 'new@codershub.dev');
    postJob(b, 'Night shift');
    const later = await openTab();
    expect(later.getDb().accounts.some((x) => x.email === 'new@codershub.dev')).toBe(true);
    expect(later.getDb().jobs.some((j) => j.jobTitle === 'Night shift')).toBe(true);
    // And tab B itself answers with the account at once (a login there finds it).
    expect(b.getDb().accounts.some((x) => x.email === 'new@codershub.dev')).toBe(true);
  });

  it('merges a write that lands between another tab reading and writing', async () => {
    const a = await openTab();
    a.resetDb();
    const b = await openTab();
    const copyB = b.getDb();
    register(a, 'first@codershub.dev');
    // Tab B changes the copy it read before A wrote, without reading again.
    copyB.jobs.push({ ...copyB.jobs[0]!, _id: 'job-late', jobTitle: 'Late' });
    b.saveDb();
    const later = (await openTab()).getDb();
    expect(later.accounts.some((x) => x.email === 'first@codershub.dev')).toBe(true);
    expect(later.jobs.some((j) => j._id === 'job-late')).toBe(true);
  });

  it('holds "Reset demo data" in every tab: no older copy writes the old records back', async () => {
    const a = await openTab();
    a.resetDb();
    const b = await openTab();
    register(b, 'gone@codershub.dev');
    const copyB = b.getDb();
    a.resetDb();
    expect(b.getDb().accounts.some((x) => x.email === 'gone@codershub.dev')).toBe(false);
    // Even a copy held from before the reset does not bring the account back when it is written.
    copyB.jobs.push({ ...copyB.jobs[0]!, _id: 'job-stale', jobTitle: 'Stale' });
    b.saveDb();
    const later = (await openTab()).getDb();
    expect(later.accounts.some((x) => x.email === 'gone@codershub.dev')).toBe(false);
  });
});
