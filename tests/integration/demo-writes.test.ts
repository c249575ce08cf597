import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import type { DemoDeployedProject } from '@/mocks/types';
import { armFault } from '../utils/post-job';
import { loginAs } from '../utils/session';
import type { Role } from '@/lib/session/roles';

const API = 'http://localhost/v1';
const tokenOf = (role: Role) => loginAs(role);

function call(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  return fetch(`${API}/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const project = {
  title: 'Chat app',
  description: 'A realtime chat with rooms, typing indicators and read receipts.',
  repoLink: 'https://github.com/you/chat',
  contributors: ['Rahul Mehta'],
  techStack: ['React'],
  tags: ['Web Development'],
};

describe('demo API: POST v1/projects/create and DELETE v1/projects/delete/:id', () => {
  it('takes a developer’s or an admin’s token, stores no owner, and lists the project', async () => {
    for (const role of ['developer', 'admin'] as const) {
      const res = await call('POST', 'projects/create', { token: tokenOf(role), body: project });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { success: boolean; message: string; data: DemoDeployedProject };
      expect(body).toMatchObject({ success: true, message: 'Project created successfully' });
      expect(Object.keys(body.data).sort()).toEqual(
        [
          '_id',
          'title',
          'description',
          'Images',
          'repoLink',
          'liveLink',
          'contributors',
          'techStack',
          'tags',
          'createdAt',
          'updatedAt',
          '__v',
        ].sort(),
      );
    }
    const all = (await (await call('GET', 'projects/all')).json()) as { projects: { title?: string }[] };
    expect(all.projects.filter((p) => p.title === 'Chat app')).toHaveLength(2);
  });

  it.each([
    [undefined, 401, { message: 'No token provided' }],
    ['recruiter', 403, { message: 'Access denied. Not recruiter or admin.' }],
    ['student', 403, { message: 'Access denied. Not recruiter or admin.' }],
  ] as const)('refuses %s with %i', async (role, status, body) => {
    const res = await call('POST', 'projects/create', { token: role && tokenOf(role), body: project });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
  });

  it('answers the model’s refusal as a 500, every path in schema order', async () => {
    const res = await call('POST', 'projects/create', {
      token: tokenOf('developer'),
      body: { ...project, description: 'short', repoLink: 'https://github.com/you/chat#readme', tags: [] },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Failed to create project',
      error:
        'Project validation failed: description: Project description must be at least 50 characters long, repoLink: Invalid repository link format, tags: At least one tag is required',
    });
  });

  it('lets any developer delete any project; 404 when gone, 500 for a malformed id', async () => {
    const seeded = getDb().projects.find((p) => '_id' in p) as DemoDeployedProject;
    const token = tokenOf('developer');
    const res = await call('DELETE', `projects/delete/${seeded._id}`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Project deleted successfully',
      deletedProject: { _id: seeded._id },
    });
    const again = await call('DELETE', `projects/delete/${seeded._id}`, { token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: 'Project not found' });
    const bad = await call('DELETE', 'projects/delete/nope', { token });
    expect(bad.status).toBe(500);
    expect(await bad.json()).toMatchObject({ success: false, message: 'Failed to delete project' });
  });
});

describe('demo API: DELETE v1/jobs/delete/:id', () => {
  it('lets a recruiter or an admin delete any job, then 404', async () => {
    const [first, second] = getDb().jobs;
    for (const [role, job] of [
      ['recruiter', first!],
      ['admin', second!],
    ] as const) {
      const res = await call('DELETE', `jobs/delete/${job._id}`, { token: tokenOf(role) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'Job deleted successfully' });
      expect(getDb().jobs.some((j) => j._id === job._id)).toBe(false);
    }
    const again = await call('DELETE', `jobs/delete/${first!._id}`, { token: tokenOf('recruiter') });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: 'Job not found' });
  });

  it('refuses other roles, and a malformed id is the backend’s 500', async () => {
    const job = getDb().jobs[0]!;
    const dev = await call('DELETE', `jobs/delete/${job._id}`, { token: tokenOf('developer') });
    expect(dev.status).toBe(403);
    const none = await call('DELETE', `jobs/delete/${job._id}`);
    expect(none.status).toBe(401);
    const bad = await call('DELETE', 'jobs/delete/123', { token: tokenOf('recruiter') });
    expect(bad.status).toBe(500);
    expect(await bad.json()).toMatchObject({ success: false, message: 'Failed to delete job' });
    expect(getDb().jobs.some((j) => j._id === job._id)).toBe(true);
  });

  it('can fail with 500 after the delete, as the recruiter’s mail can', async () => {
    const job = getDb().jobs[0]!;
    await armFault({ path: `v1/jobs/delete/${job._id}`, status: 500, afterSave: true });
    const res = await call('DELETE', `jobs/delete/${job._id}`, { token: tokenOf('recruiter') });
    expect(res.status).toBe(500);
    expect(getDb().jobs.some((j) => j._id === job._id)).toBe(false);
  });
});
