import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/data/categories';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import {
  ALL_CATEGORY,
  PROJECT_FALLBACK,
  PROJECT_TABS,
  cardText,
  featuredAsProject,
  featuredPath,
  filterByCategory,
  findFeatured,
  isFeaturedId,
  noProjectsMessage,
  projectPath,
  selectedCategory,
} from '@/features/projects/project-view';
import { toProjectCard, type ProjectCard } from '@/entities/project/projects';
import { PROJECT_DESCRIPTION_LIMIT } from '@/lib/constants';

const project = (fields: Record<string, unknown>): ProjectCard => toProjectCard({ id: 'p', ...fields })!;

describe('project card text', () => {
  it('keeps a description of exactly 100 characters whole, and cuts a longer one at 100 with an ellipsis', () => {
    expect(PROJECT_DESCRIPTION_LIMIT).toBe(100);
    const exact = 'x'.repeat(100);
    expect(cardText(project({ description: exact })).description).toBe(exact);
    const long = `${'a'.repeat(99)}bcdef`;
    expect(cardText(project({ description: long })).description).toBe(`${'a'.repeat(99)}b…`);
  });

  it('does not leave a space before the ellipsis when the cut falls after a word', () => {
    const text = `${'word '.repeat(20)}and more`;
    const cut = cardText(project({ description: text })).description;
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
  });

  it("falls back to 'Untitled', 'No description available.', 'Unknown' and 'Not Specified'", () => {
    expect(cardText(project({}))).toEqual({
      title: 'Untitled',
      description: 'No description available.',
      userName: 'Unknown',
      userRole: 'Not Specified',
    });
    expect(PROJECT_FALLBACK.image).toBe('No Image');
  });

  it('takes the user from the first contributor of a deployed-shape project; its role stays Not Specified', () => {
    const deployed = toProjectCard({ _id: 'd', title: 'T', contributors: ['Rohan Das', 'Meera'] })!;
    expect(cardText(deployed)).toMatchObject({ userName: 'Rohan Das', userRole: 'Not Specified' });
  });
});

describe('category tabs and filtering', () => {
  it("offers 'All' and the nine spec categories in the spec's order", () => {
    expect(PROJECT_TABS.map((t) => t.slug)).toEqual([
      'all',
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
    expect(PROJECT_TABS[0]!.label).toBe('All');
    expect(new Set(CATEGORIES.map((c) => c.label)).size).toBe(CATEGORIES.length);
  });

  it("selects the route's category, or 'all' when there is none", () => {
    expect(selectedCategory(undefined)).toBe(ALL_CATEGORY);
    expect(selectedCategory('')).toBe(ALL_CATEGORY);
    expect(selectedCategory('DSA')).toBe('dsa');
  });

  it("falls back to 'all' for a category that is not one of the site's, as the classes page does", () => {
    expect(selectedCategory('no-such-category')).toBe(ALL_CATEGORY);
    expect(selectedCategory('game-dev')).toBe(ALL_CATEGORY);
    // The planets' misspelt slugs still mean their category.
    expect(selectedCategory('digital-mrketing')).toBe('digital-marketing');
  });

  it('filters by category slug; all keeps every project in order', () => {
    const list = [
      project({ id: '1', category: 'dsa' }),
      project({ id: '2', tags: ['Web Development'] }),
      project({ id: '3', category: 'dsa' }),
    ];
    expect(filterByCategory(list, 'dsa').map((p) => p.id)).toEqual(['1', '3']);
    expect(filterByCategory(list, 'web-development').map((p) => p.id)).toEqual(['2']);
    expect(filterByCategory(list, ALL_CATEGORY).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(filterByCategory(list, 'ai-ml')).toEqual([]);
  });

  it("says 'No projects found for {category}.' with the category's name", () => {
    expect(noProjectsMessage('ai-ml')).toBe('No projects found for AI/ML.');
    expect(noProjectsMessage('game-dev')).toBe('No projects found for Game Dev.');
    expect(noProjectsMessage(ALL_CATEGORY)).toBe('No projects found for all categories.');
  });
});

describe('project paths', () => {
  it('builds /projects/{category}/{title-slug}/{id}, with a readable slug for a project without a title', () => {
    expect(projectPath('dsa', { id: '64f0', title: 'Algorithm Visualizer: Part 2!' })).toBe(
      '/projects/dsa/algorithm-visualizer-part-2/64f0',
    );
    expect(projectPath('all', { id: 'x/y', title: '' })).toBe('/projects/all/untitled/x%2Fy');
  });
});

describe('featured projects', () => {
  it('have every field of the spec, distinct ids unlike any server id, and local images', () => {
    expect(FEATURED_PROJECTS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(FEATURED_PROJECTS.map((f) => f.id)).size).toBe(FEATURED_PROJECTS.length);
    for (const f of FEATURED_PROJECTS) {
      expect(isFeaturedId(f.id)).toBe(true);
      expect(f.id).not.toMatch(/^[0-9a-f]{24}$/);
      for (const key of ['title', 'shortDescription', 'description', 'demoLink', 'githubLink'] as const)
        expect(f[key].trim()).not.toBe('');
      expect(f.image).toMatch(/^\/images\/projects\/[a-z-]+\.svg$/);
      expect(f.technologies.length).toBeGreaterThan(0);
      expect(f.features.length).toBeGreaterThan(0);
      if (f.category) expect(CATEGORIES.map((c) => c.slug)).toContain(f.category);
    }
    expect(isFeaturedId('64f000000000000000000001')).toBe(false);
  });

  it('read as a project for the detail page, links kept only when http(s)', () => {
    const f = FEATURED_PROJECTS[0]!;
    const p = featuredAsProject(f);
    expect(p).toMatchObject({
      id: f.id,
      title: f.title,
      description: f.description,
      image: f.image,
      techStack: f.technologies,
      features: f.features,
      repoLink: new URL(f.githubLink).href,
      liveLink: new URL(f.demoLink).href,
    });
    expect(featuredAsProject({ ...f, demoLink: 'javascript:alert(1)', githubLink: '' })).toMatchObject({
      repoLink: null,
      liveLink: null,
    });
    expect(findFeatured(f.id)).toEqual(p);
    expect(findFeatured('featured-999')).toBeNull();
  });

  it("link to their page under their category, or under 'all' when they have none", () => {
    const f = FEATURED_PROJECTS[0]!;
    expect(featuredPath(f)).toBe(`/projects/${f.category}/excalidraw/${f.id}`);
    expect(featuredPath({ ...f, category: undefined })).toBe(`/projects/all/excalidraw/${f.id}`);
  });
});
