import { describe, expect, it } from 'vitest';
import { suggestionGroup, suggestionsResponseSchema, toSuggestion, toSuggestions } from '@/lib/api/search';

describe('search adapter', () => {
  it('reads the spec shape (results) and a bare list alike', () => {
    const item = {
      id: 'a1',
      role: 'Student',
      fields: { name: 'Asha Verma' },
      metadata: { username: 'student' },
    };
    const fromResults = toSuggestions(suggestionsResponseSchema.parse({ success: true, results: [item] }));
    const fromList = toSuggestions(suggestionsResponseSchema.parse([item]));
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
      href: '/job/react-developer/j2',
      group: 'opportunities',
    });
    expect(toSuggestion({ id: 'u', role: 'Developer', fields: { username: 'dev.patel' } })?.label).toBe(
      'dev.patel',
    );
  });

  it("groups by the spec's roles: people, opportunities, academics (Course, and the deployed Classes), general", () => {
    expect(['Student', 'Developer', 'Recruiter'].map(suggestionGroup)).toEqual([
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
    expect(['Teacher', 'Blog', ''].map(suggestionGroup)).toEqual(['general', 'general', 'general']);
  });

  it('drops malformed items (no id, no role, not an object) and keeps only text fields', () => {
    const raw = suggestionsResponseSchema.parse({
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

  it('builds a safe link even without a label or with odd characters in the id', () => {
    expect(toSuggestion({ id: 'a/b', role: 'Recruiter', fields: {} })?.href).toBe('/recruiter/unknown/a%2Fb');
  });

  it('refuses a body with no list', () => {
    expect(suggestionsResponseSchema.safeParse({ success: true }).success).toBe(false);
  });
});
