import { describe, expect, it } from 'vitest';
import {
  isRecord,
  listAnswer,
  readIsoDate,
  readNumber,
  readRecord,
  readText,
  readTexts,
} from '@/lib/http/read-fields';

describe('the shared field readers', () => {
  it('reads text: trimmed strings, finite numbers as text, anything else empty', () => {
    expect(readText('  Pune ')).toBe('Pune');
    expect(readText(42)).toBe('42');
    for (const v of [Number.NaN, Infinity, null, undefined, true, {}, ['a']]) expect(readText(v)).toBe('');
  });

  it('reads numbers from numbers and numeric text; null otherwise', () => {
    expect(readNumber(85000)).toBe(85000);
    expect(readNumber(' 85000 ')).toBe(85000);
    for (const v of ['', '  ', 'lots', Number.NaN, null, undefined, {}, [1]])
      expect(readNumber(v)).toBeNull();
  });

  it('reads lists of text, dropping blanks and non-text, splitting one string only when told how', () => {
    expect(readTexts([' a ', '', 3, null, { x: 1 }])).toEqual(['a', '3']);
    expect(readTexts('a, b')).toEqual(['a, b']);
    expect(readTexts('a, b ,', ',')).toEqual(['a', 'b']);
    expect(readTexts(['a, b'], ',')).toEqual(['a, b']);
    expect(readTexts(7)).toEqual([]);
  });

  it('reads dates as ISO date-times, null when there is none', () => {
    expect(readIsoDate('2030-01-31T18:29:59.999Z')).toBe('2030-01-31T18:29:59.999Z');
    expect(readIsoDate(Date.UTC(2030, 0, 1))).toBe('2030-01-01T00:00:00.000Z');
    expect(readIsoDate('2030-01-31')).toBe('2030-01-31T00:00:00.000Z');
    expect(readIsoDate('2030-01-31T23:59:59+05:30')).toBe('2030-01-31T18:29:59.000Z');
    expect(readIsoDate('2030-99-31T18:29:59.999Z')).toBeNull();
    for (const v of ['', 'soon', null, undefined, {}]) expect(readIsoDate(v)).toBeNull();
  });

  it('tells plain objects from arrays and nothing', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });

  it("reads a plain object's entries as a copy; anything else as an empty object", () => {
    const sent = { a: 1 };
    expect(readRecord(sent)).toEqual({ a: 1 });
    expect(readRecord(sent)).not.toBe(sent);
    for (const v of [null, undefined, [1], 'a', 3]) expect(readRecord(v)).toEqual({});
  });

  it('a list answer: a bare list, or the list under the first key that holds one; anything else is unexpected', () => {
    const answer = listAnswer('jobs', 'data');
    expect(answer([1, 2])).toEqual([1, 2]);
    expect(answer({ success: true, jobs: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(answer({ data: [] })).toEqual([]);
    expect(answer({ jobs: 'none', data: [3] })).toEqual([3]);
    for (const body of [{ users: [] }, { jobs: 'none' }, 'jobs', null, {}, undefined]) {
      expect(answer(body)).toBeUndefined();
    }
  });
});
