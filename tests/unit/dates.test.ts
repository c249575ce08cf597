import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfDayIso,
  formatDate,
  formatDateTime,
  formatTime,
  parseDateInput,
  timeAgo,
  toDateInput,
} from '@/lib/format/dates';

describe('dates as the app shows them', () => {
  it('shows dates as dd-MM-yyyy, and a dash for nothing or nonsense', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05-01-2026');
    expect(formatDate('2025-12-31T10:00:00')).toBe('31-12-2025');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
  });

  it('shows a log time as dd-MM-yyyy HH:mm:ss, local time', () => {
    expect(formatDateTime(new Date(2026, 10, 3, 9, 5, 7).getTime())).toBe('03-11-2026 09:05:07');
    expect(formatDateTime(new Date(2025, 0, 1, 23, 59, 0).getTime())).toBe('01-01-2025 23:59:00');
  });

  it('shows a time of day as HH:mm, local time, and a dash for nothing', () => {
    expect(formatTime(new Date(2026, 10, 3, 9, 5, 7).getTime())).toBe('09:05');
    expect(formatTime(new Date(2025, 0, 1, 23, 59, 59))).toBe('23:59');
    expect(formatTime(null)).toBe('—');
  });
});

describe('how long ago', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  // [offset from now, what a person reads]
  const rows: [number, string][] = [
    [-1 * MINUTE, '1 minute ago'],
    [-2 * MINUTE, '2 minutes ago'],
    [-59 * MINUTE, '59 minutes ago'],
    [-60 * MINUTE, '1 hour ago'],
    [-119 * MINUTE, '1 hour ago'],
    [-120 * MINUTE, '2 hours ago'],
    [-1439 * MINUTE, '23 hours ago'],
    [-1 * DAY, 'yesterday'],
    [-2 * DAY, '2 days ago'],
    [-6 * DAY, '6 days ago'],
    [-7 * DAY, 'last week'],
    [-13 * DAY, 'last week'],
    [-14 * DAY, '2 weeks ago'],
    [-30 * DAY, 'last month'],
    [-60 * DAY, '2 months ago'],
    [-365 * DAY, 'last year'],
    [-730 * DAY, '2 years ago'],
    [-3650 * DAY, '10 years ago'],
    [-3_650_000 * DAY, '10,000 years ago'],
    [1 * MINUTE, 'in 1 minute'],
    [3 * 60 * MINUTE, 'in 3 hours'],
    [1 * DAY, 'tomorrow'],
    [7 * DAY, 'next week'],
    [30 * DAY, 'next month'],
    [365 * DAY, 'next year'],
    [1095 * DAY, 'in 3 years'],
  ];

  it.each(rows)('%d ms away reads "%s"', (offset, expected) => {
    expect(timeAgo(now + offset, now)).toBe(expected);
  });

  it('says "just now" within a minute either way, and nothing for no date', () => {
    expect(timeAgo(now - 59_000, now)).toBe('just now');
    expect(timeAgo(now + 20_000, now)).toBe('just now');
    expect(timeAgo('2026-11-21T11:59:40Z', Date.parse('2026-11-21T12:00:00Z'))).toBe('just now');
    expect(timeAgo('garbage', now)).toBe('');
    expect(timeAgo(null, now)).toBe('');
  });
});

describe("the date input's yyyy-MM-dd", () => {
  it('writes a local day, late in the evening too', () => {
    expect(toDateInput(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
    expect(toDateInput(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('adds days across a month and a year', () => {
    expect(toDateInput(addDays(new Date(2025, 0, 31), 1))).toBe('2025-02-01');
    expect(toDateInput(addDays(new Date(2025, 11, 31), 1))).toBe('2026-01-01');
    expect(toDateInput(addDays(new Date(2024, 1, 28), 1))).toBe('2024-02-29');
  });

  it('reads only real days', () => {
    expect(parseDateInput('2025-03-04')).toEqual(new Date(2025, 2, 4));
    expect(parseDateInput('2025-02-30')).toBeNull();
    expect(parseDateInput('4-3-2025')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });

  it('sends a picked day as the end of that day, local time', () => {
    expect(new Date(endOfDayIso('2030-06-30'))).toEqual(new Date(2030, 5, 30, 23, 59, 59, 999));
    expect(endOfDayIso('not a day')).toBe('not a day');
  });
});
