import { describe, expect, it } from 'vitest';
import {
  boardFor,
  buildBoard,
  matchJobs,
  openCount,
  pageItems,
  paginate,
  resultSummary,
} from '@/features/jobs/job-board';
import { job } from '../utils/job';

const react = job({
  id: 'a',
  title: 'Frontend Developer',
  companyName: 'Nimbus Labs',
  skills: ['React', 'CSS'],
  location: 'Bengaluru',
  createdAt: '2030-01-03T00:00:00Z',
  deadline: '2030-02-01T00:00:00Z',
});
const node = job({
  id: 'b',
  title: 'Backend Engineer',
  companyName: 'ByteForge',
  skills: ['Node.js'],
  type: 'Contract',
  keywords: ['payments'],
  createdAt: '2030-01-01T00:00:00Z',
});
const intern = job({
  id: 'c',
  title: 'Design Intern',
  companyName: 'PixelCraft',
  skills: ['Figma'],
  type: 'Internship',
  location: 'Remote',
  createdAt: '2030-01-02T00:00:00Z',
  deadline: '2030-01-10T00:00:00Z',
});
const board = buildBoard([react, node, intern]);
const f = (q = '', type = '', location = '') => ({ q, type, location });
const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);

describe('the board over the whole list', () => {
  it('orders the jobs newest first and collects the types and locations once', () => {
    expect(ids(matchJobs(board, f()))).toEqual(['a', 'c', 'b']);
    expect(board.types).toEqual(['Full-time', 'Contract', 'Internship']);
    expect(board.locations).toEqual(['Bengaluru', 'Pune', 'Remote']);
  });

  it('is built once per fetched list', () => {
    const list = [react, node];
    expect(boardFor(list)).toBe(boardFor(list));
    expect(boardFor([react, node])).not.toBe(boardFor(list));
  });

  it('matches every word of the text against title, company, skills and keywords, ignoring case', () => {
    expect(ids(matchJobs(board, f('react')))).toEqual(['a']);
    expect(ids(matchJobs(board, f('byteforge')))).toEqual(['b']);
    expect(ids(matchJobs(board, f('  PAYMENTS ')))).toEqual(['b']);
    expect(ids(matchJobs(board, f('frontend css')))).toEqual(['a']);
    expect(matchJobs(board, f('frontend figma'))).toEqual([]);
    // Not the description, the location or the type.
    expect(matchJobs(board, f('bengaluru'))).toEqual([]);
  });

  it('filters by type and location exactly (ignoring case), and combines all three', () => {
    expect(ids(matchJobs(board, f('', 'internship')))).toEqual(['c']);
    expect(ids(matchJobs(board, f('', '', 'BENGALURU')))).toEqual(['a']);
    expect(ids(matchJobs(board, f('engineer', 'Contract', 'Pune')))).toEqual(['b']);
    expect(matchJobs(board, f('engineer', 'Contract', 'Remote'))).toEqual([]);
    expect(matchJobs(board, f('', 'Intern'))).toEqual([]);
  });

  it('counts the jobs still open: no deadline, or a deadline ahead', () => {
    expect(openCount(board, Date.parse('2030-01-05T00:00:00Z'))).toBe(3);
    expect(openCount(board, Date.parse('2030-01-20T00:00:00Z'))).toBe(2);
    expect(openCount(board, Date.parse('2030-03-01T00:00:00Z'))).toBe(1);
  });
});

describe('pages of results', () => {
  it('slices the matches into pages and clamps a page out of range to the nearest one', () => {
    expect(paginate(45, 1, 20)).toEqual({ page: 1, pageCount: 3, start: 0, end: 20 });
    expect(paginate(45, 3, 20)).toEqual({ page: 3, pageCount: 3, start: 40, end: 45 });
    expect(paginate(45, 99, 20)).toEqual({ page: 3, pageCount: 3, start: 40, end: 45 });
    expect(paginate(45, 0, 20)).toEqual({ page: 1, pageCount: 3, start: 0, end: 20 });
    expect(paginate(45, Number.NaN, 20).page).toBe(1);
    expect(paginate(0, 4, 20)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
    expect(paginate(40, 2, 20)).toEqual({ page: 2, pageCount: 2, start: 20, end: 40 });
  });

  it('offers the first, the last and the current page with its neighbours, gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(6, 500)).toEqual([1, 'gap', 5, 6, 7, 'gap', 500]);
    expect(pageItems(500, 500)).toEqual([1, 'gap', 499, 500]);
    // A gap would hide just one page: the number is shown instead.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('says which jobs are showing, of how many, exactly', () => {
    // One page: the board's sentence as it always was.
    expect(resultSummary(paginate(17, 1, 20), 17, 17, false)).toBe('Showing 17 of 17 jobs, newest first');
    expect(resultSummary(paginate(1, 1, 20), 1, 17, true)).toBe('Showing 1 of 17 jobs, newest first');
    expect(resultSummary(paginate(0, 1, 20), 0, 17, true)).toBe('Showing 0 of 17 jobs, newest first');
    // Several pages: the range, and the count of matches.
    expect(resultSummary(paginate(9874, 2, 20), 9874, 9874, false)).toBe(
      'Showing 21–40 of 9,874 jobs, newest first',
    );
    expect(resultSummary(paginate(312, 1, 20), 312, 9874, true)).toBe(
      'Showing 1–20 of 312 matching jobs (9,874 in all), newest first',
    );
    expect(resultSummary(paginate(41, 3, 20), 41, 41, false)).toBe('Showing 41–41 of 41 jobs, newest first');
    expect(resultSummary(paginate(100000, 1, 20), 100000, 100000, false)).toBe(
      'Showing 1–20 of 1,00,000 jobs, newest first',
    );
  });
});
