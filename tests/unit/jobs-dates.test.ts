import { describe, expect, it } from 'vitest';
import { isExpired, newestFirst } from '@/lib/format/dates';
import { job } from '../utils/job';

const now = new Date('2030-06-15T12:00:00Z').getTime();

describe('the deadline rule (board, job page and admin overview)', () => {
  it('keeps a job open until its deadline has passed, then expires it', () => {
    expect(isExpired('2030-06-15T12:00:01Z', now)).toBe(false);
    expect(isExpired('2030-06-15T11:59:59Z', now)).toBe(true);
    expect(isExpired('2029-01-01T00:00:00Z', now)).toBe(true);
  });

  it('treats a job without a readable deadline as open', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('', now)).toBe(false);
    expect(isExpired('not a date', now)).toBe(false);
  });
});

describe('newest first', () => {
  it('puts the newest first and jobs without a (valid) date last, in reverse server order', () => {
    const jobs = [
      job({ id: 'old', createdAt: '2030-01-01T00:00:00Z' }),
      job({ id: 'none-1' }),
      job({ id: 'new', createdAt: '2030-03-01T00:00:00Z' }),
      job({ id: 'bad', createdAt: 'yesterday' }),
      job({ id: 'mid', createdAt: '2030-02-01T00:00:00Z' }),
    ];
    expect(newestFirst(jobs).map((j) => j.id)).toEqual(['new', 'mid', 'old', 'bad', 'none-1']);
  });

  it('keeps jobs posted at the same moment in reverse server order, and leaves its input alone', () => {
    const at = '2030-01-01T00:00:00Z';
    const jobs = [job({ id: 'a', createdAt: at }), job({ id: 'b', createdAt: at })];
    expect(newestFirst(jobs).map((j) => j.id)).toEqual(['b', 'a']);
    expect(jobs.map((j) => j.id)).toEqual(['a', 'b']);
  });
});
