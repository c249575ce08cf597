import { describe, expect, it } from 'vitest';
import {
  suggestionGroup,
  readSuggestionsAnswer,
  toSuggestion,
  toSuggestions,
} from '@/features/search/api/search';
import { readOk } from '../utils/read';

describe('search adapter', () => {
  it('reads the spec shape (results) and a bare list alike', () => {
    const item = {
      id: 'a1',
      role: 'Student',
      fields: { name: 'Asha Verma' },
      metadata: { username: 'student' },
    };
    const fromResults = toSuggestions(readOk(readSuggestionsAnswer, { success: true, results: [item] }));
    const fromList = toSuggestions(readOk(readSuggestionsAnswer, [item]));
    expect(fromResults).toEqual(fromList);
    expect(fromResults).toEqual([
      {
        id: 'a1',
        role: 'Student',
        label: 'Asha Verma',
        fields: { name: 'Asha Verma' },
        metadata: { username: 'student' },
        group: 'people',
        href: '/student/asha-verma/a1',
      },
    ]);
  });

  it('labels a job by its position, and falls back to metadata when only the description matched', () => {
    expect(
      toSuggestion({
        id: 'j1',
        role: 'Job',
        fields: { title: 'Frontend Developer', position: 'Frontend Intern' },
      })?.label,
    ).toBe('Frontend Intern');
    const byDescription = toSuggestion({
      id: 'j2',
      role: 'Job',
      fields: { description: 'React work' },
      metadata: { position: 'React Developer' },
    });
    expect(byDescription).toMatchObject({
      label: 'React Developer',
      href: '/job-details/j2',
      group: 'opportunities',
    });
    expect(toSuggestion({ id: 'u', role: 'Developer', fields: { username: 'dev.patel' } })?.label).toBe(
      'dev.patel',
    );
  });

  it("groups by the spec's roles: people (with the deployed Teacher), opportunities, academics (Course, and the deployed Classes), general", () => {
    expect(['Student', 'Developer', 'Recruiter', 'Teacher'].map(suggestionGroup)).toEqual([
      'people',
      'people',
      'people',
      'people',
    ]);
    expect(['Career', 'Job'].map(suggestionGroup)).toEqual(['opportunities', 'opportunities']);
    expect(['Course', 'Classes', 'course'].map(suggestionGroup)).toEqual([
      'academics',
      'academics',
      'academics',
    ]);
    expect(['Blog', 'Event', ''].map(suggestionGroup)).toEqual(['general', 'general', 'general']);
  });

  it('drops malformed items (no id, no role, not an object) and keeps only text fields', () => {
    const raw = readOk(readSuggestionsAnswer, {
      results: [
        null,
        { role: 'Student' },
        { id: 'x' },
        { id: 'ok', role: 'Course', fields: { title: 'DSA', rating: 5, tags: ['a'] } },
      ],
    });
    const list = toSuggestions(raw);
    expect(list.map((s) => s.id)).toEqual(['ok']);
    expect(list[0]!.fields).toEqual({ title: 'DSA', rating: '5' });
  });

  it('shows and links a person found by username under their name, from metadata', () => {
    const byUsername = toSuggestion({
      id: 'd1',
      role: 'Developer',
      fields: { username: 'developer' },
      metadata: { name: 'Rahul Mehta', username: 'developer' },
    });
    expect(byUsername).toMatchObject({ label: 'Rahul Mehta', href: '/developer/rahul-mehta/d1' });
  });

  it('links a person to the public profile, even without a label', () => {
    expect(toSuggestion({ id: 'r1', role: 'Recruiter', fields: {} })?.href).toBe('/recruiter/unknown/r1');
    expect(toSuggestion({ id: 't1', role: 'Teacher', fields: { name: 'Vikram Rao' } })?.href).toBe(
      '/teacher/vikram-rao/t1',
    );
  });

  it('links a job to its own page and a course (or a deployed class) to its course page', () => {
    expect(toSuggestion({ id: 'j9', role: 'Job', fields: { position: 'SRE' } })?.href).toBe(
      '/job-details/j9',
    );
    expect(
      toSuggestion({
        id: 'c1',
        role: 'Course',
        fields: { title: 'Data Structures & Algorithms' },
        metadata: { category: 'DSA' },
      })?.href,
    ).toBe('/classes/dsa/data-structures-algorithms/c1');
    expect(toSuggestion({ id: 'c2', role: 'Classes', fields: { className: 'Weekend Batch' } })?.href).toBe(
      '/classes/all/weekend-batch/c2',
    );
  });

  it('links a career track to the jobs board filtered by its position', () => {
    expect(
      toSuggestion({
        id: 'k1',
        role: 'Career',
        fields: { title: 'Frontend track' },
        metadata: { position: 'Frontend Developer' },
      })?.href,
    ).toBe('/career?q=Frontend%20Developer');
  });

  it('gives no link (text, not a dead link) for an id unusable in a path or a role without a page', () => {
    expect(toSuggestion({ id: 'a/b', role: 'Recruiter', fields: {} })?.href).toBeNull();
    expect(toSuggestion({ id: 'has space', role: 'Job', fields: {} })?.href).toBeNull();
    expect(toSuggestion({ id: 'b1', role: 'Blog', fields: { title: 'Hello' } })).toMatchObject({
      group: 'general',
      href: null,
    });
  });

  it('refuses a body with no list', () => {
    expect(readSuggestionsAnswer({ success: true })).toBeUndefined();
  });
});
