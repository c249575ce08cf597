import { http } from 'msw';
import { getDb, saveDb } from '../db';
import { objectId } from '../ids';
import { authenticate, json, latency, readJsonBody } from '../respond';
import type { DemoDeployedProject } from '../types';
import { castIdError, castList, castString, isObjectId } from './jobs';

/**
 * The backend's project writes (projectRoutes.js): `protectDeveloperOrAdmin` finds the token's id among the
 * developers, then the admins. No owner is stored, so any developer may delete any project.
 */

const DESCRIPTION_MIN = 50;
// The Project model's own pattern for repoLink (it allows no scheme at all, and no # or ~).
const REPO_LINK = /^(https?:\/\/)?([\w-]+\.)+[\w-]+(\/[\w- ./?%&=]*)?$/;

type Guard = { ok: true } | { ok: false; response: Response };

function developerOrAdmin(request: Request): Guard {
  const auth = authenticate(request);
  if (!auth.ok) {
    if (auth.reason === 'missing')
      return { ok: false, response: json({ message: 'No token provided' }, 401) };
    return {
      ok: false,
      response: json({ message: 'Invalid or expired token', error: auth.reason }, 401),
    };
  }
  const account = getDb().accounts.find((a) => a._id === auth.claims.id);
  if (account && (account.role === 'developer' || account.role === 'admin')) return { ok: true };
  // The backend's own text, recruiters named although this guard is the developers'.
  return { ok: false, response: json({ message: 'Access denied. Not recruiter or admin.' }, 403) };
}

/** The Project model's validation, in schema order, as mongoose joins it ("Project validation failed: path: text, …"). */
export function buildProject(
  body: Record<string, unknown>,
  now = new Date(),
): { project: DemoDeployedProject } | { error: string } {
  const problems: [string, string][] = [];
  const title = castString(body.title) ?? '';
  if (!title) problems.push(['title', 'Project title is required']);
  const description = castString(body.description) ?? '';
  if (!description) problems.push(['description', 'Project description is required']);
  else if (description.length < DESCRIPTION_MIN)
    problems.push(['description', 'Project description must be at least 50 characters long']);
  // Not trimmed by the model: the pattern meets the text as sent.
  const repoLink = typeof body.repoLink === 'string' ? body.repoLink : '';
  if (!repoLink) problems.push(['repoLink', 'Repository link is required']);
  else if (!REPO_LINK.test(repoLink)) problems.push(['repoLink', 'Invalid repository link format']);
  const contributors = castList(body.contributors);
  if (contributors.length === 0) problems.push(['contributors', 'At least one contributor is required']);
  const techStack = castList(body.techStack);
  if (techStack.length === 0)
    problems.push(['techStack', 'At least one technology is required in the tech stack']);
  const tags = castList(body.tags);
  if (tags.length === 0) problems.push(['tags', 'At least one tag is required']);
  if (problems.length > 0)
    return {
      error: `Project validation failed: ${problems.map(([path, text]) => `${path}: ${text}`).join(', ')}`,
    };
  const stamp = now.toISOString();
  return {
    project: {
      _id: objectId(now.getTime()),
      title,
      description,
      // Stored as sent, links unchecked: the app opens only http(s) ones.
      Images: castList(body.Images),
      repoLink,
      liveLink: typeof body.liveLink === 'string' ? body.liveLink : '',
      contributors,
      techStack,
      tags,
      createdAt: stamp,
      updatedAt: stamp,
      __v: 0,
    },
  };
}

export const createProjectHandler = http.post('*/v1/projects/create', async ({ request }) => {
  await latency();
  const read = await readJsonBody(request);
  if ('response' in read) return read.response;
  const guard = developerOrAdmin(request);
  if (!guard.ok) return guard.response;
  const built = buildProject(read.body ?? {});
  // The controller answers every failure of the save with 500, validation included.
  if ('error' in built)
    return json({ success: false, message: 'Failed to create project', error: built.error }, 500);
  getDb().projects.push(built.project);
  saveDb();
  return json({ success: true, message: 'Project created successfully', data: built.project }, 201);
});

export const deleteProjectHandler = http.delete<{ id: string }>(
  '*/v1/projects/delete/:id',
  async ({ request, params }) => {
    await latency();
    const guard = developerOrAdmin(request);
    if (!guard.ok) return guard.response;
    if (!isObjectId(params.id))
      return json(
        {
          success: false,
          message: 'Failed to delete project',
          error: castIdError(params.id, 'Project'),
        },
        500,
      );
    const db = getDb();
    const found = db.projects.find((p) => ('id' in p ? p.id : p._id) === params.id);
    if (!found) return json({ success: false, message: 'Project not found' }, 404);
    db.projects = db.projects.filter((p) => p !== found);
    saveDb();
    return json({ success: true, message: 'Project deleted successfully', deletedProject: found });
  },
);

export const projectHandlers = [createProjectHandler, deleteProjectHandler];
