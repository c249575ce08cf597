import { z } from 'zod';
import { request } from '../http';
import { slugify } from '../slug';
import { adaptAll, items, record, text } from './content-fields';

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
  /** The spec's link: /{role-slug}/{name-slug}/{id}. */
  href: string;
}

export const searchQueryKey = (query: string) => ['search', 'suggest', query.trim()] as const;

const rawSuggestion = z.object({
  id: text.optional(),
  _id: text.optional(),
  role: text.optional(),
  fields: record.optional(),
  metadata: record.optional(),
});

/** The spec's `{ results: [...] }`, a bare list, or (tolerated) `{ data: [...] }`. */
export const suggestionsResponseSchema = z.union([
  items,
  z.object({ results: items }).transform((b) => b.results),
  z.object({ data: items }).transform((b) => b.data),
]);

const GROUP_OF_ROLE: Record<string, SuggestionGroup> = {
  student: 'people',
  developer: 'people',
  recruiter: 'people',
  career: 'opportunities',
  job: 'opportunities',
  course: 'academics',
  // The deployed backend's name for what the spec calls Course.
  classes: 'academics',
};

/** The spec's grouping: people (Student, Developer, Recruiter), opportunities (Career, Job), academics (Course), general. */
export function suggestionGroup(role: string): SuggestionGroup {
  return GROUP_OF_ROLE[role.trim().toLowerCase()] ?? 'general';
}

const JOB_LABEL_KEYS = ['position', 'title', 'name'];
const LABEL_KEYS = ['name', 'title', 'position', 'username'];

function firstText(source: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text.parse(source[key]);
    if (value) return value;
  }
  return '';
}

function textFields(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, v]) => [key, text.parse(v)] as const)
      .filter(([, v]) => v !== ''),
  );
}

/** One raw item as a SearchSuggestion, or null when it is not an object or lacks an id or a role. */
export function toSuggestion(item: unknown): SearchSuggestion | null {
  const parsed = rawSuggestion.safeParse(item);
  if (!parsed.success) return null;
  const s = parsed.data;
  const id = s.id || s._id || '';
  const role = s.role ?? '';
  if (!id || !role) return null;
  const fields = textFields(s.fields ?? {});
  const metadata = s.metadata ?? {};
  const keys = role.toLowerCase() === 'job' ? JOB_LABEL_KEYS : LABEL_KEYS;
  const label = firstText(fields, keys) || firstText(metadata, keys);
  return {
    id,
    role,
    label,
    fields,
    metadata,
    group: suggestionGroup(role),
    href: `/${slugify(role)}/${slugify(label) || 'unknown'}/${encodeURIComponent(id)}`,
  };
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
    schema: suggestionsResponseSchema,
    signal,
  });
  return toSuggestions(raw);
}
