import { describe, expect, it } from 'vitest';
import { fetchClasses } from '@/entities/class/classes';
import {
  LEADERBOARD_PAGE_SIZE,
  fetchLeaderboardPage,
  mergeContributors,
  type Contributor,
} from '@/features/leaderboard/api/leaderboard';
import { fetchProject, fetchProjects, isProjectNotFound } from '@/entities/project/projects';
import { errorBody, errorStatus, toErrorMessage } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import { demoAccount } from '../utils/session';
import { readRecord } from '@/lib/http/read-fields';

const CATEGORY_SLUGS = [
  'web-development',
  'app-development',
  'basic-programming',
  'dsa',
  'service-security',
  'data-science',
  'ai-ml',
  'design-and-editing',
  'digital-marketing',
];

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('demo API: leaderboard', () => {
  it('pages through every contributor, most contributions first, until a short last page', async () => {
    let all: Contributor[] = [];
    const sizes: number[] = [];
    let page = 1;
    for (;;) {
      const result = await fetchLeaderboardPage(page);
      sizes.push(result.contributors.length);
      all = mergeContributors(all, result.contributors);
      if (!result.hasMore) break;
      page += 1;
    }
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(sizes.slice(0, -1).every((n) => n === LEADERBOARD_PAGE_SIZE)).toBe(true);
    expect(sizes.at(-1)).toBeLessThan(LEADERBOARD_PAGE_SIZE);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(new Set(all.map((c) => c.userId)).size).toBe(all.length);
    const counts = all.map((c) => c.contributions);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(counts).size).toBeLessThan(counts.length);
    expect(all.some((c) => c.bio === '')).toBe(true);
  });

  it('lists seeded accounts among the contributors under their own ids', async () => {
    const first = await fetchLeaderboardPage(1);
    expect(first.contributors[0]).toMatchObject({
      userId: demoAccount('developer')._id,
      name: 'Rahul Mehta',
      userType: 'Developer',
    });
  });

  it('answers a page past the end with an empty list', async () => {
    expect(await fetchLeaderboardPage(99)).toEqual({ contributors: [], hasMore: false });
  });

  it('answers an invalid page or limit with 500 { success: false, error } and no message', async () => {
    for (const params of [
      { page: 'abc', limit: 10 },
      { page: 0, limit: 10 },
      { page: 1, limit: -5 },
    ]) {
      const error = await failure(
        request({ method: 'GET', url: 'v1/leaderboard/all', params, read: (body) => body }),
      );
      expect(errorStatus(error)).toBe(500);
      const body = errorBody(error) as Record<string, unknown>;
      expect(body.success).toBe(false);
      expect(body).not.toHaveProperty('message');
      expect(typeof body.error).toBe('string');
      expect(toErrorMessage(error)).toBe(body.error);
    }
  });
});

describe('demo API: classes', () => {
  it('has two or three classes in every category slug of the spec, and no other category', async () => {
    const classes = await fetchClasses();
    const byCategory = new Map<string, number>();
    for (const c of classes) byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + 1);
    expect([...byCategory.keys()].sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const count of byCategory.values()) expect(count === 2 || count === 3).toBe(true);
    for (const c of classes) {
      expect(c.title).not.toBe('');
      expect(c.instructor.name).not.toBe('');
      expect(c.stars).toBeGreaterThanOrEqual(1);
      expect(c.stars).toBeLessThanOrEqual(5);
    }
  });

  it('sends the spec shape: the list under data, instructor as an object', async () => {
    const body = await request({
      method: 'GET',
      url: 'v1/classes/all',
      read: readRecord,
    });
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
    expect((body.data as Record<string, unknown>[])[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        title: expect.any(String),
        instructor: expect.objectContaining({ name: expect.any(String) }),
      }),
    );
  });

  it('credits the seeded teachers with their account ids', async () => {
    const classes = await fetchClasses();
    const vikram = demoAccount('teacher');
    const taughtByVikram = classes.filter((c) => c.instructor.name === 'Vikram Rao');
    expect(taughtByVikram.length).toBeGreaterThanOrEqual(2);
    expect(taughtByVikram.every((c) => c.instructor.id === vikram._id)).toBe(true);
    const kavya = classes.filter((c) => c.instructor.name === 'Kavya Menon');
    expect(kavya.length).toBeGreaterThanOrEqual(1);
    expect(kavya[0]!.instructor.id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('demo API: projects', () => {
  it('lists about a dozen projects across categories, newest first, with local images only', async () => {
    const projects = await fetchProjects();
    expect(projects.length).toBeGreaterThanOrEqual(10);
    expect(new Set(projects.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    for (const p of projects) {
      expect(p.image === '' || p.image.startsWith('/projects/')).toBe(true);
      expect(p.userImage === '' || p.userImage.startsWith('/')).toBe(true);
      expect(CATEGORY_SLUGS).toContain(p.category);
    }
    const dates = projects.map((p) => p.createdAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds one project by id, with the detail page fields', async () => {
    const [first] = await fetchProjects();
    const project = await fetchProject(first!.id);
    expect(project).toEqual(first);
    expect(project.repoLink).toMatch(/^https:\/\//);
    expect(project.techStack.length).toBeGreaterThan(0);
    expect(project.features.length).toBeGreaterThan(0);
  });

  it("answers an unknown id with 404 { message: 'Project not found' }", async () => {
    const error = await failure(fetchProject('64f0000000000000000000ee'));
    expect(errorStatus(error)).toBe(404);
    expect(isProjectNotFound(error)).toBe(true);
    expect(toErrorMessage(error)).toBe('Project not found');
  });
});
