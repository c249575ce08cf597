import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  locationOptions,
  pageParams,
  readFilters,
  readPage,
  urlValue,
  writeFilters,
} from '@/features/jobs/job-filters';

const p = (s: string) => new URLSearchParams(s);

describe('the board in the URL', () => {
  it('reads the filters, missing ones as empty', () => {
    expect(readFilters(p('q=react&type=Remote&page=2'))).toEqual({
      q: 'react',
      type: 'Remote',
      location: '',
    });
    expect(hasFilters(readFilters(p('')))).toBe(false);
    expect(hasFilters(readFilters(p('q=%20%20')))).toBe(false);
    expect(hasFilters(readFilters(p('location=Pune')))).toBe(true);
  });

  it('writes the filters, dropping empty ones and keeping other params, and goes back to page 1', () => {
    expect(
      writeFilters(p('q=react&type=Remote&page=2&ref=mail'), { type: '', location: 'Pune' }).toString(),
    ).toBe('q=react&ref=mail&location=Pune');
    expect(writeFilters(p('q=react'), { q: '   ' }).toString()).toBe('');
    // What the search box expects to read back after writing.
    expect(urlValue('   ')).toBe('');
    expect(urlValue('react ')).toBe('react ');
  });

  it('reads the page as a whole number from 1; anything else is page 1', () => {
    expect(readPage(p('page=3'))).toBe(3);
    expect(readPage(p(''))).toBe(1);
    for (const bad of ['abc', '0', '-2', '1.5', '2e3', '', '%20', '99999999999999']) {
      expect(readPage(p(`page=${bad}`)), bad).toBe(1);
    }
  });

  it('links to another page keeping the filters; page 1 is the bare URL', () => {
    expect(pageParams(p('q=react&page=2'), 3).toString()).toBe('q=react&page=3');
    expect(pageParams(p('q=react&page=2'), 1).toString()).toBe('q=react');
  });

  it('lists each location once (ignoring case), sorted, and keeps the current one', () => {
    expect(locationOptions(['Pune', 'Bengaluru', 'pune', ' Remote ', ''], 'Kochi')).toEqual([
      'Bengaluru',
      'Kochi',
      'Pune',
      'Remote',
    ]);
  });

  it('sorts accented and lower-case places where a reader looks for them', () => {
    expect(locationOptions(['Zürich', 'São Paulo', 'ahmedabad', 'Évry', 'Delhi', 'Sydney'])).toEqual([
      'ahmedabad',
      'Delhi',
      'Évry',
      'São Paulo',
      'Sydney',
      'Zürich',
    ]);
  });
});
