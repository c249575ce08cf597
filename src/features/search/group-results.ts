import type { SearchSuggestion, SuggestionGroup } from '@/features/search/api/search';
import { JOB_SUFFIX } from './search-constants';

export interface ResultGroup {
  key: SuggestionGroup;
  title: string;
  items: SearchSuggestion[];
}

export interface GroupedResults {
  groups: ResultGroup[];
  /** How many results are rendered (at most the cap). */
  shown: number;
  /** How many the server matched. */
  total: number;
}

const GROUPS: readonly { key: SuggestionGroup; title: string }[] = [
  { key: 'people', title: 'People' },
  { key: 'opportunities', title: 'Opportunities' },
  { key: 'academics', title: 'Academics' },
  { key: 'general', title: 'General' },
];

/**
 * Groups results in the spec's order (people, opportunities, academics, general) and keeps at most `max` of
 * them. The cap is shared out in turns, one per group per round, so a query matching fifty people still shows
 * the jobs and courses it matched; within a group the server's order is kept. Empty groups are left out.
 */
export function groupResults(results: readonly SearchSuggestion[], max: number): GroupedResults {
  const buckets = GROUPS.map((g) => ({ ...g, all: results.filter((r) => r.group === g.key) }));
  const taken = buckets.map(() => 0);
  let shown = 0;
  const limit = Math.max(0, Math.min(max, results.length));
  for (let round = 0; shown < limit; round++) {
    for (let i = 0; i < buckets.length && shown < limit; i++) {
      if (round < buckets[i]!.all.length) {
        taken[i]! += 1;
        shown += 1;
      }
    }
  }
  const groups = buckets
    .map((b, i) => ({ key: b.key, title: b.title, items: b.all.slice(0, taken[i]) }))
    .filter((g) => g.items.length > 0);
  return { groups, shown, total: results.length };
}

/** The text a result shows: a job reads as its position with ' (Job Opportunity)'. */
export function resultTitle(result: Pick<SearchSuggestion, 'role' | 'label'>): string {
  const label = result.label || 'Untitled';
  return result.role.trim().toLowerCase() === 'job' ? `${label}${JOB_SUFFIX}` : label;
}

/** A short second line: who or what the result is, from the matched fields and metadata. */
export function resultDetail(result: SearchSuggestion): string {
  const meta = (key: string) => {
    const v = result.metadata[key];
    return typeof v === 'string' ? v.trim() : '';
  };
  const parts: string[] = [];
  if (result.group === 'people') {
    const username = result.fields.username || meta('username');
    if (username) parts.push(`@${username}`);
  } else if (result.role.trim().toLowerCase() === 'job') {
    const company = result.fields.companyName || meta('companyName');
    if (company !== result.label) parts.push(company);
    parts.push(meta('location'));
  } else if (result.group === 'academics') {
    parts.push(meta('instructor'));
  }
  const described = parts.filter(Boolean).join(' · ');
  return described || result.fields.description || '';
}

/** `count` distinct terms picked at random (a partial Fisher–Yates shuffle), for the empty state's suggestion tags. */
export function pickTerms(
  terms: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  const pool = [...terms];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
