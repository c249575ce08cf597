import { http, type HttpHandler } from 'msw';
import { getDb } from '../db';
import { json, latency } from '../respond';
import { searchEntries } from '../seed/search';
import type { DemoAccount } from '../types';

/** Search, leaderboard, classes and projects: public calls, no token needed. */

type Fields = Record<string, string>;
interface Suggestion {
  id: string;
  role: string;
  fields: Fields;
  metadata?: Record<string, unknown>;
}

const PEOPLE_ROLES: Partial<Record<DemoAccount['role'], string>> = {
  student: 'Student',
  developer: 'Developer',
  recruiter: 'Recruiter',
  teacher: 'Teacher',
};

/** Only the candidate fields whose text contains the query (case-insensitive); null when none does. */
function matched(candidates: Record<string, string | undefined>, needle: string): Fields | null {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(candidates)) {
    if (value && value.toLowerCase().includes(needle)) fields[key] = value;
  }
  return Object.keys(fields).length ? fields : null;
}

function suggestions(query: string): Suggestion[] {
  const needle = query.toLowerCase();
  const db = getDb();
  const results: Suggestion[] = [];
  const add = (
    id: string,
    role: string,
    candidates: Record<string, string | undefined>,
    metadata: Record<string, unknown> | undefined,
  ) => {
    const fields = matched(candidates, needle);
    if (fields) results.push({ id, role, fields, ...(metadata ? { metadata } : {}) });
  };

  for (const a of db.accounts) {
    const role = PEOPLE_ROLES[a.role];
    // A deactivated account is not discoverable.
    if (!role || !a.active) continue;
    add(
      a._id,
      role,
      { name: a.name, username: a.username },
      { name: a.name, username: a.username, profilePicture: a.profilePicture },
    );
  }
  for (const j of db.jobs) {
    // The deployed search matches a job's own text fields and returns them under the schema's names, without
    // metadata: a search for a company brings the job with `companyName` alone.
    add(
      j._id,
      'Job',
      {
        jobTitle: j.jobTitle,
        companyName: j.companyName,
        companyDescription: j.companyDescription,
        companySite: j.companySite,
        applyLink: j.applyLink,
      },
      undefined,
    );
  }
  for (const e of searchEntries) {
    add(
      e.id,
      e.role,
      { title: e.title, position: e.position, description: e.description },
      { title: e.title, position: e.position },
    );
  }
  for (const c of db.classes) {
    // A class in the deployed backend's shape is found as the deployed role 'Classes' with its field names;
    // one with a built-in course detail as the spec's 'Course'. Both carry the class's own id, so each opens
    // the course page.
    if (c.shortDescription !== undefined) {
      add(
        c.id,
        'Classes',
        { className: c.title, description: c.description },
        { className: c.title, category: c.category, teacherName: c.instructor.name },
      );
    } else {
      add(
        c.id,
        'Course',
        { title: c.title, description: c.description },
        { title: c.title, category: c.category, instructor: c.instructor.name },
      );
    }
  }
  return results;
}

async function suggest({ request }: { request: Request }): Promise<Response> {
  await latency();
  const query = new URL(request.url).searchParams.get('query')?.trim() ?? '';
  if (!query) return json({ success: false, message: 'Query is required' }, 400);
  return json({ success: true, results: suggestions(query) });
}

const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = 10;

/** A positive whole number from the query string, the default when absent, or the text of the failure. */
function positive(raw: string | null, fallback: number, name: string): number | string {
  if (raw === null || raw === '') return fallback;
  const n = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return n >= 1 ? n : `Invalid ${name} "${raw}": expected a whole number of at least 1`;
}

async function leaderboard({ request }: { request: Request }): Promise<Response> {
  await latency();
  const params = new URL(request.url).searchParams;
  const page = positive(params.get('page'), DEFAULT_PAGE, 'page');
  const limit = positive(params.get('limit'), DEFAULT_LIMIT, 'limit');
  // The backend answers a failure with `error` only, never `message`.
  if (typeof page === 'string') return json({ success: false, error: page }, 500);
  if (typeof limit === 'string') return json({ success: false, error: limit }, 500);
  const sorted = [...getDb().contributors].sort(
    (a, b) => b.contributions - a.contributions || a._id.localeCompare(b._id),
  );
  const contributors = sorted.slice((page - 1) * limit, page * limit);
  return json({ success: true, page, limit, contributors });
}

async function classes(): Promise<Response> {
  await latency();
  return json({ success: true, data: getDb().classes });
}

const newestFirst = <T extends { createdAt: string }>(list: T[]) =>
  [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

async function projects(): Promise<Response> {
  await latency();
  return json({ success: true, projects: newestFirst(getDb().projects) });
}

async function project({
  params,
}: {
  params: Record<string, string | readonly string[] | undefined>;
}): Promise<Response> {
  await latency();
  const found = getDb().projects.find((p) => ('id' in p ? p.id : p._id) === params.id);
  return found ? json({ success: true, data: found }) : json({ message: 'Project not found' }, 404);
}

export const contentHandlers: HttpHandler[] = [
  http.get('*/v1/search/suggest/', suggest),
  http.get('*/v1/search/suggest', suggest),
  http.get('*/v1/leaderboard/all', leaderboard),
  http.get('*/v1/classes/all', classes),
  http.get('*/v1/projects/all', projects),
  http.get('*/v1/projects/:id', project),
];
