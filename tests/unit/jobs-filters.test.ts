import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  activeFilterCount,
  hasFilters,
  readView,
  viewParams,
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
      ...NO_FILTERS,
      q: 'react',
      type: 'Remote',
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

describe('the seeker filters and sort in the URL', () => {
  it('reads every filter back from a shared URL', () => {
    const url = 'q=dev&minPay=25000&exp=fresher&posted=7&mode=remote&closed=1&sort=pay&view=saved';
    expect(readFilters(p(url))).toEqual({
      ...NO_FILTERS,
      q: 'dev',
      minPay: '25000',
      exp: 'fresher',
      posted: '7',
      mode: 'remote',
      closed: '1',
      sort: 'pay',
    });
    expect(readView(p(url))).toBe('saved');
  });

  it('reads unknown values as off, and newest (the default sort) as no sort', () => {
    const bad = 'minPay=lots&exp=10&posted=2&mode=space&closed=yes&sort=newest&view=all';
    expect(readFilters(p(bad))).toEqual(NO_FILTERS);
    expect(readView(p(bad))).toBe('');
  });

  it('counts the active filters (the sort is not one) and knows which narrow the list', () => {
    expect(activeFilterCount(readFilters(p('minPay=10000&mode=hybrid&sort=closing')))).toBe(2);
    expect(activeFilterCount(readFilters(p('closed=1')))).toBe(1);
    expect(hasFilters(readFilters(p('closed=1')))).toBe(false);
    expect(hasFilters(readFilters(p('exp=5%2B')))).toBe(true);
  });

  it('clears every filter and the sort in one write, keeping the view', () => {
    const url = p(
      'q=dev&minPay=25000&exp=3-5&posted=30&mode=on-site&closed=1&sort=closing&view=saved&page=2',
    );
    expect(writeFilters(url, NO_FILTERS).toString()).toBe('view=saved');
  });

  it('moves between views keeping the filters and going back to page 1', () => {
    expect(viewParams(p('mode=remote&page=3'), 'hidden').toString()).toBe('mode=remote&view=hidden');
    expect(viewParams(p('mode=remote&view=hidden'), '').toString()).toBe('mode=remote');
  });
});
