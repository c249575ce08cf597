import { describe, expect, it } from 'vitest';
import { VISIT_GAP_MS, isNewSince, nextVisit } from '@/features/jobs/board-visit';
import { SIMILAR_LIMIT, similarJobs, similarity } from '@/features/jobs/similar-jobs';
import { job } from '../utils/job';

const T = Date.parse('2030-05-01T10:00:00Z');
const MIN = 60_000;

describe('new since your last visit', () => {
  it('marks nothing on a first visit', () => {
    const first = nextVisit(null, T);
    expect(first).toEqual({ since: null, lastSeen: T });
    expect(isNewSince(new Date(T + 1).toISOString(), first.since)).toBe(false);
  });

  it('starts a new visit after 30 minutes away, marking what was posted since the last look', () => {
    const first = nextVisit(null, T);
    const second = nextVisit(first, T + VISIT_GAP_MS);
    expect(second.since).toBe(T);
    expect(isNewSince(new Date(T + MIN).toISOString(), second.since)).toBe(true);
    expect(isNewSince(new Date(T - MIN).toISOString(), second.since)).toBe(false);
    expect(isNewSince(null, second.since)).toBe(false);
  });

  it('keeps the mark for the whole visit: a reload or a return within 30 minutes is the same visit', () => {
    const visit = nextVisit(nextVisit(null, T), T + 2 * VISIT_GAP_MS);
    const reload = nextVisit(visit, T + 2 * VISIT_GAP_MS + 5 * MIN);
    const back = nextVisit(reload, T + 2 * VISIT_GAP_MS + 30 * MIN - 1);
    expect(reload.since).toBe(T);
    expect(back.since).toBe(T);
    // 29 minutes away is not a new visit either; 30 is.
    expect(nextVisit(back, back.lastSeen + 29 * MIN).since).toBe(T);
    expect(nextVisit(back, back.lastSeen + 30 * MIN).since).toBe(back.lastSeen);
  });
});

describe('similar jobs', () => {
  const base = job({ id: 'me', skills: ['React', 'CSS'], type: 'Internship', location: 'Pune' });

  it('scores shared skills above type above location, ignoring case', () => {
    expect(similarity(base, job({ skills: ['react'], type: 'Full-time', location: 'Delhi' }))).toBe(3);
    expect(similarity(base, job({ skills: [], type: 'internship', location: 'Delhi' }))).toBe(2);
    expect(similarity(base, job({ skills: [], type: 'Full-time', location: 'pune' }))).toBe(1);
    expect(similarity(base, job({ skills: ['Go'], type: 'Full-time', location: 'Delhi' }))).toBe(0);
  });

  it('offers up to five, best first, never the job itself, nothing unrelated nor closed', () => {
    const others = [
      job({ id: 'skills2', skills: ['React', 'CSS'], type: 'Full-time', location: 'Delhi' }),
      job({ id: 'type', skills: [], type: 'Internship', location: 'Delhi' }),
      job({ id: 'skill-place', skills: ['css'], type: 'Full-time', location: 'Pune' }),
      job({ id: 'none', skills: ['Go'], type: 'Full-time', location: 'Delhi' }),
      job({ id: 'closed', skills: ['React', 'CSS'], type: 'Internship', deadline: '2000-01-01T00:00:00Z' }),
      job({ id: 'place', skills: [], type: 'Full-time', location: 'Pune' }),
      job({ id: 'place2', skills: [], type: 'Contract', location: 'Pune' }),
    ];
    const found = similarJobs(base, [base, ...others], T).map((j) => j.id);
    expect(found).toHaveLength(SIMILAR_LIMIT);
    expect(found.slice(0, 3)).toEqual(['skills2', 'skill-place', 'type']);
    expect(found).not.toContain('me');
    expect(found).not.toContain('none');
    expect(found).not.toContain('closed');
  });
});
