import type { Job } from '@/entities/job/jobs';
import { newestFirst } from '@/lib/format/dates';
import { NO_FILTERS, locationOptions, type BoardView, type JobFilters } from './job-filters';
import { formatCountIN } from '@/lib/format/number';
import {
  byDeadline,
  byPay,
  experienceBand,
  isClosed,
  meetsMinPay,
  postedWithin,
  readMinPay,
  timeOf,
  workMode,
  type ExperienceBand,
  type WorkMode,
} from './job-refine';

/**
 * The board over the whole list: everything that does not depend on the filters (order, search text, deadlines,
 * the options of the selects) is worked out once per fetched list, so a change of the filters costs one pass
 * over plain strings and a render costs nothing but the page of cards.
 */

interface Entry {
  job: Job;
  /** Title, company, skills and keywords, lower-cased, one per line: what the text filter searches. */
  text: string;
  type: string;
  location: string;
  /** The deadline as a time, NaN when there is none (open for good). */
  deadlineAt: number;
  createdAt: number;
  pay: number | null;
  band: ExperienceBand | null;
  mode: WorkMode | null;
}

export interface JobBoard {
  /** Newest first. */
  entries: readonly Entry[];
  /** Every type in the data, once each. */
  types: readonly string[];
  /** Every location in the data, once each (case-insensitively), sorted. */
  locations: readonly string[];
  /** The entries by highest pay and by closing date, each sorted once, when first asked for. */
  orders: Partial<Record<'pay' | 'closing', readonly Entry[]>>;
}

const norm = (s: string) => s.trim().toLowerCase();

export function buildBoard(jobs: readonly Job[]): JobBoard {
  const entries = newestFirst(jobs).map((job): Entry => ({
    job,
    text: [job.title, job.companyName, ...job.skills, ...job.keywords].join('\n').toLowerCase(),
    type: norm(job.type),
    location: norm(job.location),
    deadlineAt: timeOf(job.deadline),
    createdAt: timeOf(job.createdAt),
    pay: job.salaryPerMonth,
    band: experienceBand(job.experienceInYears),
    mode: workMode(job),
  }));
  return {
    entries,
    orders: {},
    types: [...new Set(jobs.map((j) => j.type))],
    locations: locationOptions(jobs.map((j) => j.location)),
  };
}

// One board per fetched list: the query cache keeps the list (the same array until the data changes), so the
// board survives leaving the page and coming back.
const boards = new WeakMap<readonly Job[], JobBoard>();

export function boardFor(jobs: readonly Job[]): JobBoard {
  let board = boards.get(jobs);
  if (!board) {
    board = buildBoard(jobs);
    boards.set(jobs, board);
  }
  return board;
}

/** Which jobs a view holds: the board leaves out the hidden ones; Saved and Hidden list only theirs. */
export interface ViewMarks {
  view: BoardView;
  saved: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
}

const NO_MARKS: ViewMarks = { view: '', saved: new Set(), hidden: new Set() };

function ordered(board: JobBoard, sort: string): readonly Entry[] {
  if (sort !== 'pay' && sort !== 'closing') return board.entries;
  let order = board.orders[sort];
  if (!order) {
    order = [...board.entries].sort(sort === 'pay' ? byPay : byDeadline);
    board.orders[sort] = order;
  }
  return order;
}

/**
 * The jobs that pass the filters, in the chosen order (newest first by default). Type and location match exactly
 * (ignoring case); every word of the text must appear in the title, the company, a skill or a keyword; pay,
 * experience, date posted and work mode by job-refine's rules; closed jobs only when asked for, and then last
 * when closing soon comes first. One pass over a list sorted once per board: O(n) per change.
 */
export function matchJobs(
  board: JobBoard,
  given: Partial<JobFilters>,
  now = Date.now(),
  marks: ViewMarks = NO_MARKS,
): Job[] {
  const filters = { ...NO_FILTERS, ...given };
  const type = norm(filters.type);
  const location = norm(filters.location);
  const words = norm(filters.q).split(/\s+/).filter(Boolean);
  const minPay = readMinPay(filters.minPay);
  const days = Number(filters.posted) || 0;
  const withClosed = filters.closed === '1';
  const { view, saved, hidden } = marks;
  const out: Job[] = [];
  const closedLast: Job[] = [];
  for (const e of ordered(board, filters.sort)) {
    const id = e.job.id;
    if (view === 'saved' ? !saved.has(id) : view === 'hidden' ? !hidden.has(id) : hidden.has(id)) continue;
    const closed = isClosed(e.deadlineAt, now);
    if (closed && !withClosed) continue;
    if (type && e.type !== type) continue;
    if (location && e.location !== location) continue;
    if (!meetsMinPay(e.pay, minPay)) continue;
    if (filters.exp && e.band !== filters.exp) continue;
    if (days > 0 && !postedWithin(e.createdAt, days, now)) continue;
    if (filters.mode && e.mode !== filters.mode) continue;
    if (words.length > 0 && !words.every((w) => e.text.includes(w))) continue;
    if (closed && filters.sort === 'closing') closedLast.push(e.job);
    else out.push(e.job);
  }
  return closedLast.length > 0 ? out.concat(closedLast) : out;
}

/** How many jobs can still be applied to (the deadline rule of isExpired). */
export function openCount(board: JobBoard, now: number): number {
  let open = 0;
  for (const e of board.entries) if (!(e.deadlineAt < now)) open += 1;
  return open;
}

export interface PageView {
  /** The page shown, 1-based: the requested one clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** Indexes into the matches: start inclusive, end exclusive. */
  start: number;
  end: number;
}

/** Which slice of `total` matches a page shows; a page out of range shows the nearest one, never a blank board. */
export function paginate(total: number, requested: number, size: number): PageView {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const start = (page - 1) * size;
  return { page, pageCount, start, end: Math.min(start + size, total) };
}

/** Page links to offer: the first, the last, the current one with a neighbour each side; gaps between. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  // A gap of one page would hide a single number behind "…": show the number instead.
  if (page - 3 === 1) wanted.add(2);
  if (page + 3 === pageCount) wanted.add(pageCount - 1);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1]! > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

const SORT_WORDS: Readonly<Record<string, string>> = {
  pay: 'highest pay first',
  closing: 'closing soon first',
};

/**
 * The status line over the results. On one page, as the board always said: "Showing 3 of 17 jobs, newest first".
 * Over several pages, the range and the exact count: "Showing 21–40 of 9,874 jobs, newest first", or with filters
 * "Showing 1–20 of 312 matching jobs (9,874 in all), newest first". The order follows the sort, and the Saved and
 * Hidden views name what they list: "Showing 3 saved jobs, highest pay first".
 */
export function resultSummary(
  view: PageView,
  matches: number,
  total: number,
  filtered: boolean,
  { sort = '', kind = '' }: { sort?: string; kind?: BoardView } = {},
): string {
  const order = SORT_WORDS[sort] ?? 'newest first';
  const jobs = (n: number) => `${formatCountIN(n)} ${n === 1 ? 'job' : 'jobs'}`;
  if (kind) {
    const range =
      view.pageCount === 1 ? '' : `${formatCountIN(view.start + 1)}–${formatCountIN(view.end)} of `;
    return `Showing ${range}${formatCountIN(matches)} ${kind} ${matches === 1 ? 'job' : 'jobs'}, ${order}`;
  }
  if (view.pageCount === 1) return `Showing ${formatCountIN(matches)} of ${jobs(total)}, ${order}`;
  const range = `${formatCountIN(view.start + 1)}–${formatCountIN(view.end)}`;
  const of = filtered
    ? `${formatCountIN(matches)} matching ${matches === 1 ? 'job' : 'jobs'} (${formatCountIN(total)} in all)`
    : jobs(total);
  return `Showing ${range} of ${of}, ${order}`;
}
