import { describe, expect, it } from 'vitest';
import { fetchSuggestions } from '@/features/search/api/search';
import { errorStatus, toErrorMessage } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { DemoJob } from '@/mocks/types';
import { demoAccount } from '../utils/session';

async function failureOf(url: string, query: string) {
  try {
    await request({ method: 'GET', url, params: { query }, read: (body) => body });
  } catch (error) {
    return { status: errorStatus(error), message: toErrorMessage(error) };
  }
  throw new Error('expected the request to fail');
}

function addJob(overrides: Partial<DemoJob>): DemoJob {
  const now = new Date().toISOString();
  const job: DemoJob = {
    _id: '64b0000000000000000000ff',
    jobTitle: 'Quantum Widget Engineer',
    jobType: 'Full-time',
    jobDescription:
      'Design and build widgets for the quantum team, working closely with product and research.',
    jobDeadline: now,
    recruitmentPeriod: now,
    recruitmentQuota: 2,
    salaryPerMonth: 90000,
    experienceInYears: 2,
    location: 'Pune',
    skills: ['Go'],
    userQualification: [],
    keywords: [],
    companyName: 'Nimbus Labs',
    companySite: '',
    companyDescription: '',
    companyLogo: '',
    applyLink: '',
    createdAt: now,
    updatedAt: now,
    __v: 0,
    ...overrides,
  };
  getDb().jobs.push(job);
  return job;
}

describe('demo API: search suggestions', () => {
  it("answers an empty or blank query with 400 'Query is required', with and without the trailing slash", async () => {
    expect(await failureOf('v1/search/suggest/', '')).toEqual({ status: 400, message: 'Query is required' });
    expect(await failureOf('v1/search/suggest/', '   ')).toEqual({
      status: 400,
      message: 'Query is required',
    });
    expect(await failureOf('v1/search/suggest', '')).toEqual({ status: 400, message: 'Query is required' });
  });

  it('never sends a blank query: fetchSuggestions resolves to nothing without a request', async () => {
    const seen: string[] = [];
    const listener = ({ request: r }: { request: Request }) => seen.push(r.url);
    server.events.on('request:start', listener);
    try {
      expect(await fetchSuggestions('   ')).toEqual([]);
      expect(await fetchSuggestions('')).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(seen).toEqual([]);
  });

  it('finds a seeded person by part of the name, case-insensitively, with only the matched field', async () => {
    const asha = demoAccount('student');
    const results = await fetchSuggestions('aSHa ver');
    const hit = results.find((r) => r.id === asha._id);
    expect(hit).toMatchObject({
      role: 'Student',
      label: 'Asha Verma',
      fields: { name: 'Asha Verma' },
      group: 'people',
    });
    expect(hit!.fields).not.toHaveProperty('username');
    expect(hit!.href).toBe(`/student/asha-verma/${asha._id}`);
  });

  it('finds people by username (not by email), and never admins', async () => {
    // Every seeded role account's email is at codershub.dev: emails are not searched.
    const byEmail = await fetchSuggestions('codershub.dev');
    expect(byEmail.filter((r) => r.group === 'people' || r.role === 'Teacher')).toEqual([]);
    const byUsername = await fetchSuggestions('teacher');
    expect(byUsername.find((r) => r.id === demoAccount('teacher')._id)).toMatchObject({
      role: 'Teacher',
      fields: { username: 'teacher' },
    });
    expect((await fetchSuggestions('Meera')).some((r) => r.id === demoAccount('admin')._id)).toBe(false);
  });

  it("finds a job on the board by its title, under the schema's field names as the deployed search returns it, and names it", async () => {
    const job = addJob({});
    const results = await fetchSuggestions('quantum widget');
    const hit = results.find((r) => r.id === job._id);
    expect(hit).toMatchObject({ role: 'Job', label: 'Quantum Widget Engineer', group: 'opportunities' });
    // Only what matched, under the Job schema's names, and no metadata (the deployed search sends none).
    expect(hit!.fields).toEqual({ jobTitle: 'Quantum Widget Engineer' });
    expect(hit!.metadata).toEqual({});
  });

  it('names a job found by its company alone with the company', async () => {
    const job = addJob({ companyName: 'Zephyrine Robotics' });
    const hit = (await fetchSuggestions('zephyrine')).find((r) => r.id === job._id);
    expect(hit).toMatchObject({
      role: 'Job',
      label: 'Zephyrine Robotics',
      fields: { companyName: 'Zephyrine Robotics' },
    });
  });

  it('finds a seeded course by title, and by description with only the description field', async () => {
    const course = getDb().classes.find((c) => c.title === 'Data Structures and Algorithms Masterclass')!;
    const byTitle = await fetchSuggestions('algorithms masterclass');
    expect(byTitle.find((r) => r.id === course.id)).toMatchObject({
      role: 'Course',
      label: course.title,
      group: 'academics',
    });
    const byDescription = await fetchSuggestions('weekly contests');
    const hit = byDescription.find((r) => r.id === course.id)!;
    expect(Object.keys(hit.fields)).toEqual(['description']);
    expect(hit.label).toBe(course.title);
  });

  it('also answers with the deployed roles Career and Classes', async () => {
    const roles = (await fetchSuggestions('track')).map((r) => r.role);
    expect(roles).toContain('Career');
    // A class in the deployed shape is found as Classes, under the deployed field name, with its own id.
    const growth = getDb().classes.find((c) => c.title === 'Growth Marketing for Tech Products')!;
    const classes = (await fetchSuggestions('growth')).find((r) => r.role === 'Classes');
    expect(classes).toMatchObject({ id: growth.id, label: growth.title, group: 'academics' });
    expect(classes!.fields).toEqual({ className: growth.title });
  });

  it('answers a query that matches nothing with an empty list', async () => {
    expect(await fetchSuggestions('zzqx-no-such-thing')).toEqual([]);
  });
});
