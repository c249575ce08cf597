import { describe, expect, it } from 'vitest';
import { renamePathPrefix } from '@/app/misspelt-paths';
import { CATEGORIES, MISSPELT_CATEGORY_SLUGS, categoryLabel, isCategorySlug } from '@/data/categories';
import { categorySlug } from '@/lib/http/read-fields';

describe('the category list', () => {
  it('holds the nine slugs of the spec, in order, each once', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([
      'web-development',
      'app-development',
      'basic-programming',
      'dsa',
      'service-security',
      'data-science',
      'ai-ml',
      'design-and-editing',
      'digital-marketing',
    ]);
  });

  it('gives every slug a label of its own', () => {
    const labels = CATEGORIES.map((c) => c.label);
    expect(new Set(labels).size).toBe(9);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(categoryLabel('design-and-editing')).toBe('Design & Editing');
    expect(categoryLabel('digital-mrketing')).toBeNull();
  });

  it('keeps each slug as the API adapters normalise it', () => {
    for (const { slug } of CATEGORIES) expect(categorySlug(slug)).toBe(slug);
  });

  it('maps the two misspelt planet slugs to real ones', () => {
    expect(MISSPELT_CATEGORY_SLUGS).toEqual({
      'digital-mrketing': 'digital-marketing',
      'basic-programing': 'basic-programming',
    });
    for (const [wrong, right] of Object.entries(MISSPELT_CATEGORY_SLUGS)) {
      expect(isCategorySlug(wrong)).toBe(false);
      expect(isCategorySlug(right)).toBe(true);
    }
  });
});

describe('renamePathPrefix', () => {
  const from = '/classes/digital-mrketing';
  const to = '/classes/digital-marketing';

  it.each([
    ['/classes/digital-mrketing', '/classes/digital-marketing'],
    ['/classes/digital-mrketing/', '/classes/digital-marketing/'],
    ['/classes/digital-mrketing/seo-basics/42', '/classes/digital-marketing/seo-basics/42'],
    ['/classes/digital-mrketing/a/b/c', '/classes/digital-marketing/a/b/c'],
    ['/Classes/Digital-Mrketing/Seo/1', '/classes/digital-marketing/Seo/1'],
  ])('%s → %s', (path, expected) => {
    expect(renamePathPrefix(path, from, to)).toBe(expected);
  });

  it('leaves other paths alone, including look-alikes that only share a prefix', () => {
    expect(renamePathPrefix('/classes/dsa', from, to)).toBe('/classes/dsa');
    expect(renamePathPrefix('/classes/digital-mrketingx', from, to)).toBe('/classes/digital-mrketingx');
    expect(renamePathPrefix('/', from, to)).toBe('/');
  });
});
