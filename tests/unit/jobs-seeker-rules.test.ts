import { describe, expect, it } from 'vitest';
import { buildBoard, matchJobs, resultSummary, paginate } from '@/features/jobs/job-board';
import {
  experienceBand,
  meetsMinPay,
  postedWithin,
  readMinPay,
  workMode,
  DAY_MS,
} from '@/features/jobs/job-refine';
import { job } from '../utils/job';

const NOW = Date.parse('2030-03-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW - d * DAY_MS).toISOString();
const inDays = (d: number) => new Date(NOW + d * DAY_MS).toISOString();

describe('the pay rule', () => {
  it('lets every job through with no minimum, and only a stated pay at or above one', () => {
    expect(meetsMinPay(null, 0)).toBe(true);
    expect(meetsMinPay(0, 0)).toBe(true);
    expect(meetsMinPay(null, 10_000)).toBe(false);
    expect(meetsMinPay(0, 10_000)).toBe(false);
    expect(meetsMinPay(9_999, 10_000)).toBe(false);
    expect(meetsMinPay(10_000, 10_000)).toBe(true);
    expect(meetsMinPay(150_000, 100_000)).toBe(true);
  });

  it('reads a minimum from the URL as whole rupees, anything else as none', () => {
    expect(readMinPay('25000')).toBe(25_000);
    for (const bad of [null, '', 'abc', '-5', '1e5', '2.5']) expect(readMinPay(bad), String(bad)).toBe(0);
  });
});

describe('the experience bands', () => {
  it('puts 0 years in Fresher, 1–2, 3–5 and more than 5 in theirs, unknown in none', () => {
    expect([0, 1, 2, 3, 5, 6, 12].map(experienceBand)).toEqual([
      'fresher',
      '1-2',
      '1-2',
      '3-5',
      '3-5',
      '5+',
      '5+',
    ]);
    expect(experienceBand(null)).toBeNull();
    expect(experienceBand(-1)).toBeNull();
  });
});

describe('date posted', () => {
  it('keeps jobs posted within the last n days, and never an undated one', () => {
    expect(postedWithin(Date.parse(daysAgo(0.9)), 1, NOW)).toBe(true);
    expect(postedWithin(Date.parse(daysAgo(1.1)), 1, NOW)).toBe(false);
    expect(postedWithin(Date.parse(daysAgo(29)), 30, NOW)).toBe(true);
    expect(postedWithin(Number.NaN, 30, NOW)).toBe(false);
  });
});

describe('work mode', () => {
  it('reads the backend type first, then mode and style, then Remote in the location', () => {
    expect(workMode(job({ type: 'Hybrid', location: 'Remote' }))).toBe('hybrid');
    expect(workMode(job({ type: 'On-site' }))).toBe('on-site');
    expect(workMode(job({ type: 'Remote' }))).toBe('remote');
    expect(workMode(job({ type: 'Full-time', mode: 'Work from home' }))).toBe('remote');
    expect(workMode(job({ type: 'Internship', style: 'Hybrid (3 days in office)' }))).toBe('hybrid');
    expect(workMode(job({ type: 'Full-time', mode: 'Onsite' }))).toBe('on-site');
    expect(workMode(job({ type: 'Contract', location: 'Remote (India)' }))).toBe('remote');
    expect(workMode(job({ type: 'Full-time', location: 'Pune' }))).toBeNull();
  });
});

const jobs = [
  job({ id: 'new-low', title: 'A', createdAt: daysAgo(0.5), salaryPerMonth: 12_000, experienceInYears: 0 }),
  job({
    id: 'mid-high',
    title: 'B',
    createdAt: daysAgo(5),
    salaryPerMonth: 90_000,
    deadline: inDays(3),
    type: 'Remote',
  }),
  job({ id: 'old-none', title: 'C', createdAt: daysAgo(40), salaryPerMonth: null, deadline: inDays(1) }),
  job({ id: 'closed', title: 'D', createdAt: daysAgo(10), salaryPerMonth: 200_000, deadline: daysAgo(1) }),
  job({ id: 'zero', title: 'E', createdAt: daysAgo(2), salaryPerMonth: 0, experienceInYears: 4 }),
];
const ids = (list: { id: string }[]) => list.map((j) => j.id);

describe('the board with the seeker filters', () => {
  const board = buildBoard(jobs);

  it('hides closed jobs unless asked, newest first by default', () => {
    expect(ids(matchJobs(board, {}, NOW))).toEqual(['new-low', 'zero', 'mid-high', 'old-none']);
    expect(ids(matchJobs(board, { closed: '1' }, NOW))).toContain('closed');
  });

  it('shows 0 and unstated pay only with no minimum', () => {
    expect(ids(matchJobs(board, { minPay: '10000' }, NOW))).toEqual(['new-low', 'mid-high']);
    expect(ids(matchJobs(board, { minPay: '50000', closed: '1' }, NOW))).toEqual(['mid-high', 'closed']);
  });

  it('filters by experience, date posted and work mode', () => {
    expect(ids(matchJobs(board, { exp: 'fresher' }, NOW))).toEqual(['new-low']);
    expect(ids(matchJobs(board, { exp: '3-5' }, NOW))).toEqual(['zero']);
    expect(ids(matchJobs(board, { posted: '1' }, NOW))).toEqual(['new-low']);
    expect(ids(matchJobs(board, { posted: '7' }, NOW))).toEqual(['new-low', 'zero', 'mid-high']);
    expect(ids(matchJobs(board, { mode: 'remote' }, NOW))).toEqual(['mid-high']);
  });

  it('sorts by highest pay (unstated last) and by closing soon (no deadline, then closed, last)', () => {
    expect(ids(matchJobs(board, { sort: 'pay', closed: '1' }, NOW))).toEqual([
      'closed',
      'mid-high',
      'new-low',
      'zero',
      'old-none',
    ]);
    expect(ids(matchJobs(board, { sort: 'closing', closed: '1' }, NOW))).toEqual([
      'old-none',
      'mid-high',
      'new-low',
      'zero',
      'closed',
    ]);
  });

  it('leaves hidden jobs out of the board, and lists only saved or only hidden ones in their views', () => {
    const marks = { saved: new Set(['zero', 'closed']), hidden: new Set(['new-low']) };
    expect(ids(matchJobs(board, {}, NOW, { ...marks, view: '' }))).toEqual(['zero', 'mid-high', 'old-none']);
    expect(ids(matchJobs(board, {}, NOW, { ...marks, view: 'saved' }))).toEqual(['zero']);
    expect(ids(matchJobs(board, { closed: '1' }, NOW, { ...marks, view: 'saved' }))).toEqual([
      'zero',
      'closed',
    ]);
    expect(ids(matchJobs(board, {}, NOW, { ...marks, view: 'hidden' }))).toEqual(['new-low']);
  });

  it('says what is shown in the count line, with the order', () => {
    expect(resultSummary(paginate(2, 1, 20), 2, 5, true, { sort: 'pay' })).toBe(
      'Showing 2 of 5 jobs, highest pay first',
    );
    expect(resultSummary(paginate(3, 1, 20), 3, 50, true, { sort: 'closing', kind: 'saved' })).toBe(
      'Showing 3 saved jobs, closing soon first',
    );
    expect(resultSummary(paginate(45, 1, 20), 45, 50, true)).toBe(
      'Showing 1–20 of 45 matching jobs (50 in all), newest first',
    );
  });
});
