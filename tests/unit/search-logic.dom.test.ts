import { describe, expect, it } from 'vitest';
import { SEARCH_TERMS } from '@/data/search-terms';
import { toSuggestion, type SearchSuggestion } from '@/features/search/api/search';
import { groupResults, pickTerms, resultDetail, resultTitle } from '@/features/search/group-results';
import { isSearchShortcut, isTypingTarget } from '@/features/search/keyboard-shortcut';
import { JOB_SUFFIX, SUGGESTION_TAG_COUNT } from '@/features/search/search-constants';
import { TECH_LOGOS, teaserIconAt } from '@/features/search/teaser-icons';

const make = (id: string, role: string, name = id): SearchSuggestion =>
  toSuggestion({ id, role, fields: { name, title: name, position: name } })!;

describe('grouping and capping search results', () => {
  it('groups in the order people, opportunities, academics, general, keeping the server order inside a group', () => {
    const list = [
      make('c1', 'Course'),
      make('s1', 'Student'),
      make('j1', 'Job'),
      make('x1', 'Blog'),
      make('t1', 'Teacher'),
      make('k1', 'Career'),
      make('cl1', 'Classes'),
      make('d1', 'Developer'),
      make('r1', 'Recruiter'),
    ];
    const { groups, shown, total } = groupResults(list, 50);
    expect(groups.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ['People', ['s1', 't1', 'd1', 'r1']],
      ['Opportunities', ['j1', 'k1']],
      ['Academics', ['c1', 'cl1']],
      ['General', ['x1']],
    ]);
    expect([shown, total]).toEqual([9, 9]);
  });

  it('leaves out groups without results', () => {
    expect(groupResults([make('j1', 'Job')], 10).groups.map((g) => g.key)).toEqual(['opportunities']);
    expect(groupResults([], 10)).toEqual({ groups: [], shown: 0, total: 0 });
  });

  it('caps what it renders and shares the cap out in turns, so every matching group still shows', () => {
    const people = Array.from({ length: 40 }, (_, i) => make(`s${i}`, 'Student'));
    const list = [...people, make('j1', 'Job'), make('j2', 'Job'), make('c1', 'Course')];
    const { groups, shown, total } = groupResults(list, 10);
    expect(shown).toBe(10);
    expect(total).toBe(43);
    expect(groups.map((g) => [g.key, g.items.length])).toEqual([
      ['people', 7],
      ['opportunities', 2],
      ['academics', 1],
    ]);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6']);
  });
});

describe('how a result reads', () => {
  it("shows a job's position with ' (Job Opportunity)', anything else as its label", () => {
    expect(JOB_SUFFIX).toBe(' (Job Opportunity)');
    expect(resultTitle({ role: 'Job', label: 'Frontend Intern' })).toBe('Frontend Intern (Job Opportunity)');
    expect(resultTitle({ role: 'Student', label: 'Asha Verma' })).toBe('Asha Verma');
    expect(resultTitle({ role: 'Course', label: '' })).toBe('Untitled');
  });

  it("names a deployed job hit by its jobTitle, else its company, and never 'Untitled' when the hit has text", () => {
    const job = (fields: Record<string, string>) => toSuggestion({ id: 'j1', role: 'Job', fields })!;
    expect(resultTitle(job({ jobTitle: 'Frontend Engineer', companyName: 'Nimbus' }))).toBe(
      'Frontend Engineer (Job Opportunity)',
    );
    expect(resultDetail(job({ jobTitle: 'Frontend Engineer', companyName: 'Nimbus' }))).toBe('Nimbus');
    expect(resultTitle(job({ companyName: 'Nimbus Labs' }))).toBe('Nimbus Labs (Job Opportunity)');
    expect(resultDetail(job({ companyName: 'Nimbus Labs' }))).toBe('');
    expect(resultTitle(job({ companyDescription: 'Robots for farms' }))).toBe(
      'Robots for farms (Job Opportunity)',
    );
    // A class under the deployed role and names counts as academics, named by className.
    const cls = toSuggestion({ id: 'c1', role: 'Classes', fields: { teacherName: 'Vikram Rao' } })!;
    expect(cls.group).toBe('academics');
    expect(resultTitle(cls)).toBe('Vikram Rao');
    expect(resultTitle(toSuggestion({ id: 'c2', role: 'Classes', fields: { className: 'React' } })!)).toBe(
      'React',
    );
  });

  it('describes people by username, jobs by company and place, courses by instructor', () => {
    expect(
      resultDetail(
        toSuggestion({ id: 'a', role: 'Student', fields: { name: 'A' }, metadata: { username: 'asha' } })!,
      ),
    ).toBe('@asha');
    expect(
      resultDetail(
        toSuggestion({
          id: 'j',
          role: 'Job',
          fields: { position: 'SRE' },
          metadata: { companyName: 'Nimbus', location: 'Pune' },
        })!,
      ),
    ).toBe('Nimbus · Pune');
    expect(
      resultDetail(
        toSuggestion({
          id: 'c',
          role: 'Course',
          fields: { title: 'DSA' },
          metadata: { instructor: 'Vikram Rao' },
        })!,
      ),
    ).toBe('Vikram Rao');
    expect(
      resultDetail(
        toSuggestion({ id: 'k', role: 'Career', fields: { title: 'Track', description: 'APIs' } })!,
      ),
    ).toBe('APIs');
  });
});

describe('suggestion tags', () => {
  it('the fixed list has 15 distinct terms and the empty state picks 4', () => {
    expect(SEARCH_TERMS).toHaveLength(15);
    expect(new Set(SEARCH_TERMS).size).toBe(15);
    expect(SUGGESTION_TAG_COUNT).toBe(4);
  });

  it('picks distinct terms from the list, at random', () => {
    for (let run = 0; run < 50; run++) {
      const picked = pickTerms(SEARCH_TERMS, SUGGESTION_TAG_COUNT);
      expect(picked).toHaveLength(4);
      expect(new Set(picked).size).toBe(4);
      for (const term of picked) expect(SEARCH_TERMS).toContain(term);
    }
    // The random source decides: always 0 takes the first terms, always just under 1 takes the last ones.
    expect(pickTerms(['a', 'b', 'c', 'd', 'e'], 2, () => 0)).toEqual(['a', 'b']);
    expect(pickTerms(['a', 'b', 'c', 'd', 'e'], 2, () => 0.999)).toEqual(['e', 'a']);
    expect(pickTerms(['a'], 4)).toEqual(['a']);
  });
});

describe('the teaser icon', () => {
  it('alternates between the search icon and the next technology logo', () => {
    const kinds = Array.from({ length: 6 }, (_, t) => teaserIconAt(t));
    expect(kinds.map((k) => (k.kind === 'search' ? 'search' : k.name))).toEqual([
      'search',
      TECH_LOGOS[0]!.name,
      'search',
      TECH_LOGOS[1]!.name,
      'search',
      TECH_LOGOS[2]!.name,
    ]);
    // Cycles through every logo, then starts again.
    expect(teaserIconAt(2 * TECH_LOGOS.length + 1)).toMatchObject({
      kind: 'logo',
      name: TECH_LOGOS[0]!.name,
    });
  });

  it('uses local SVGs only', () => {
    for (const logo of TECH_LOGOS) expect(logo.src).toMatch(/^\/images\/tech\/[a-z-]+\.svg$/);
  });
});

describe('the keyboard shortcut', () => {
  const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) =>
    ({
      key: '',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      target: document.body,
      defaultPrevented: false,
      isComposing: false,
      ...init,
    }) as KeyboardEvent;

  it('opens on / outside fields and on Ctrl+K or ⌘+K anywhere', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, target: input }))).toBe(true);
  });

  it('does not fire while the person types in another field, nor for other keys', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', '');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isSearchShortcut(key({ key: '/', target: input }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', target: textarea }))).toBe(false);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isSearchShortcut(key({ key: '/', target: checkbox }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', defaultPrevented: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', isComposing: true }))).toBe(false);
  });
});
