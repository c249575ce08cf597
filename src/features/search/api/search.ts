import { request } from '@/lib/http/client';
import { slugify } from '@/lib/format/slug';
import { adaptAll, categorySlug, isRecord, listAnswer, readRecord, readText } from '@/lib/http/read-fields';

/**
 * GET v1/search/suggest/?query={text} (public). 200 `{ success: true, results: [{ id, role, fields: { name?,
 * username?, title?, description?, position?, … }, metadata? }] }` or a bare list; only the fields that matched are
 * present. A blank query is a 400 ('Query is required'), so fetchSuggestions never sends one.
 */

export type SuggestionGroup = 'people' | 'opportunities' | 'academics' | 'general';

export interface SearchSuggestion {
  /** Items without an id or a role are dropped: they could not be linked. */
  id: string;
  /** The server's role text as sent ("Student", "Job", "Course", "Classes" …). */
  role: string;
  /** What to show: the name, title or (for jobs) position that matched, else the same from metadata. */
  label: string;
  /** The matched fields, text only. */
  fields: Record<string, string>;
  metadata: Record<string, unknown>;
  group: SuggestionGroup;
  /**
   * Where the result leads: a person's public profile (/{role-slug}/{name-slug}/{id}, the spec's pattern), a job's
   * own page, a course's page, the jobs board for a career track. null when the id is not usable in a path or the
   * role has no page in the app (the UI shows such a result as text, never as a dead link).
   */
  href: string | null;
}

export const searchQueryKey = (query: string) => ['search', 'suggest', query.trim()] as const;

/** The spec's `{ results: [...] }`, a bare list, or (tolerated) `{ data: [...] }`. */
export const readSuggestionsAnswer = listAnswer('results', 'data');

const GROUP_OF_ROLE: Record<string, SuggestionGroup> = {
  student: 'people',
  developer: 'people',
  recruiter: 'people',
  // The deployed backend also returns teachers; they have public profiles like the other people.
  teacher: 'people',
  career: 'opportunities',
  job: 'opportunities',
  course: 'academics',
  // The deployed backend's name for what the spec calls Course.
  classes: 'academics',
};

/** The spec's grouping: people (Student, Developer, Recruiter, Teacher), opportunities (Career, Job), academics (Course, Classes), general. */
export function suggestionGroup(role: string): SuggestionGroup {
  return GROUP_OF_ROLE[role.trim().toLowerCase()] ?? 'general';
}

// `jobTitle` is the deployed search's name for a job's title; when only the company matched, the company names it.
const JOB_LABEL_KEYS = ['jobTitle', 'position', 'title', 'name', 'companyName'];
// `className` is the deployed backend's name for a class's title.
const LABEL_KEYS = ['name', 'title', 'className', 'position', 'username'];

/** The first key with text, looked up in each source in turn: a person found by username is still shown by name. */
function firstText(sources: readonly Record<string, unknown>[], keys: readonly string[]): string {
  for (const key of keys) {
    for (const source of sources) {
      const value = readText(source[key]);
      if (value) return value;
    }
  }
  return '';
}

function textFields(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, v]) => [key, readText(v)] as const)
      .filter(([, v]) => v !== ''),
  );
}

/** Ids go into a path as they are: Mongo ids and the demo's ids are all of these characters. */
const USABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The page a result opens. The spec's generic /{role-slug}/{name-slug}/{id} suits people only: for a job or a
 * course it lands on a 404, so those open their own pages. A career track opens the jobs board filtered by its
 * position. An unknown role has no page in the app, so it gets no link.
 */
export function suggestionHref(
  s: Pick<SearchSuggestion, 'id' | 'role' | 'label' | 'fields' | 'metadata' | 'group'>,
): string | null {
  if (!USABLE_ID.test(s.id)) return null;
  const role = s.role.trim().toLowerCase();
  if (role === 'job') return `/job-details/${s.id}`;
  if (s.group === 'academics') {
    const category = categorySlug(readText(s.metadata.category) || s.fields.category || '') || 'all';
    return `/classes/${category}/${slugify(s.label) || 'course'}/${s.id}`;
  }
  if (role === 'career') {
    const position = s.fields.position || readText(s.metadata.position) || s.label;
    return position ? `/career?q=${encodeURIComponent(position)}` : '/career';
  }
  if (s.group === 'people') return `/${slugify(role)}/${slugify(s.label) || 'unknown'}/${s.id}`;
  return null;
}

/** One raw item as a SearchSuggestion, or null when it is not an object or lacks an id or a role. */
export function toSuggestion(item: unknown): SearchSuggestion | null {
  if (!isRecord(item)) return null;
  const id = readText(item.id) || readText(item._id);
  const role = readText(item.role);
  if (!id || !role) return null;
  const fields = textFields(readRecord(item.fields));
  const metadata = readRecord(item.metadata);
  const keys = role.toLowerCase() === 'job' ? JOB_LABEL_KEYS : LABEL_KEYS;
  // A hit matched on a field outside the known names is still named by the text it matched on.
  const label = firstText([fields, metadata], keys) || firstText([fields], Object.keys(fields));
  const base = { id, role, label, fields, metadata, group: suggestionGroup(role) };
  return { ...base, href: suggestionHref(base) };
}

/** Items that are not suggestions, and repeats of an id, are skipped rather than failing the whole list. */
export function toSuggestions(raw: readonly unknown[]): SearchSuggestion[] {
  return adaptAll(raw, toSuggestion);
}

/** Suggestions for a query; a blank query resolves to [] without asking the server. */
export async function fetchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const q = query.trim();
  if (!q) return [];
  const raw = await request({
    method: 'GET',
    url: 'v1/search/suggest/',
    params: { query: q },
    read: readSuggestionsAnswer,
    signal,
  });
  return toSuggestions(raw);
}
