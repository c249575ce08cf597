// Pure logic of the role dashboards (kept beside the staff tests: one owner for both).
import { describe, expect, it } from 'vitest';
import type { ClassCard } from '@/entities/class/classes';
import type { Job } from '@/entities/job/jobs';
import { LATEST_JOBS_LIMIT, summariseJobs } from '@/features/dashboards/jobs-overview';
import { classStats, classesTaughtBy } from '@/features/dashboards/teacher-classes';

const cls = (
  id: string,
  name: string,
  instructorId: string | null,
  rating: number | null = null,
  category = 'web-development',
): ClassCard => ({
  id,
  title: id,
  instructor: { name, id: instructorId },
  rating,
  stars: 0,
  level: '',
  type: '',
  category,
  description: '',
  language: '',
  originalPrice: null,
  discountedPrice: null,
  topics: [],
});

describe('classesTaughtBy', () => {
  const me = { id: 't1', name: 'Vikram Rao' };
  it('matches by id when both sides have one, even when the names differ', () => {
    expect(classesTaughtBy([cls('a', 'V. Rao', 't1')], me).map((c) => c.id)).toEqual(['a']);
  });
  it('does not take a namesake’s class when the ids differ', () => {
    expect(classesTaughtBy([cls('a', 'Vikram Rao', 't2')], me)).toEqual([]);
  });
  it('matches by name, ignoring case and spacing, when an id is missing', () => {
    expect(
      classesTaughtBy([cls('a', '  vikram   RAO ', null), cls('b', 'Vikram Rao', 't9')], {
        id: '',
        name: 'Vikram Rao',
      }).map((c) => c.id),
    ).toEqual(['a', 'b']);
  });
  it('never matches an empty name', () => {
    expect(classesTaughtBy([cls('a', '', null)], { id: '', name: '' })).toEqual([]);
  });
});

describe('classStats', () => {
  it('averages only the ratings that exist and counts distinct categories', () => {
    expect(
      classStats([cls('a', 'x', null, 4), cls('b', 'x', null, null, 'dsa'), cls('c', 'x', null, 4.5)]),
    ).toEqual({
      count: 3,
      averageRating: 4.3,
      categories: 2,
    });
    expect(classStats([]).averageRating).toBeNull();
  });
});

const job = (id: string, type: string, deadline: string | null, createdAt: string | null) =>
  ({ id, type, deadline, createdAt }) as Job;

describe('the jobs overview', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('counts by type (largest first, unstated types named), open (with the undated ones) and expired', () => {
    const o = summariseJobs(
      [
        job('1', 'Remote', '2026-01-01T00:00:00Z', null),
        job('2', 'Full-time', '2026-04-01T00:00:00Z', null),
        job('3', '', null, null),
        job('4', 'Full-time', '2026-02-01T00:00:00Z', null),
      ],
      now,
    );
    expect(o).toMatchObject({ total: 4, open: 2, expired: 2, openWithoutDeadline: 1 });
    expect(o.byType).toEqual([
      { type: 'Full-time', count: 2 },
      { type: 'Not stated', count: 1 },
      { type: 'Remote', count: 1 },
    ]);
  });

  it('lists the newest postings first, undated ones last in reverse server order, at most the limit', () => {
    const jobs = [
      job('undated-old', 'x', null, null),
      job('undated-new', 'x', null, null),
      ...Array.from({ length: LATEST_JOBS_LIMIT }, (_, i) =>
        job(`d${i}`, 'x', null, `2026-03-0${i + 1}T00:00:00Z`),
      ),
    ];
    expect(summariseJobs(jobs, now).latest.map((j) => j.id)).toEqual(['d4', 'd3', 'd2', 'd1', 'd0']);
    expect(summariseJobs(jobs.slice(0, 3), now).latest.map((j) => j.id)).toEqual([
      'd0',
      'undated-new',
      'undated-old',
    ]);
  });
});
