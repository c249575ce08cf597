import { request } from '@/lib/http/client';
import { errorStatus } from '@/lib/http/errors';
import { isRecord, readText } from '@/lib/http/read-fields';

/**
 * POST v1/projects/create and DELETE v1/projects/delete/:id, a developer's or an admin's token. Both are sent once
 * (lib/http/client.ts: once): a create is not idempotent, and the server records no owner, so nothing could tell a
 * second copy from the first.
 */

/** What the backend's Project model requires (title, description of 50+, repoLink, ≥1 of each list); liveLink optional. */
export interface ProjectPayload {
  title: string;
  description: string;
  repoLink: string;
  liveLink?: string;
  techStack: string[];
  tags: string[];
  contributors: string[];
}

interface WriteAnswer {
  success?: unknown;
  data?: unknown;
}

/** 201 `{ success: true, message, data: {…} }`; any JSON object will do, as the project is stored by then. */
const readWriteAnswer = (body: unknown): WriteAnswer | undefined => (isRecord(body) ? body : undefined);

/** The new project's id, or null when the 201 named none (the project is stored, but this browser cannot tell which). */
export async function createProject(payload: ProjectPayload): Promise<{ id: string | null }> {
  const body = await request({
    method: 'POST',
    url: 'v1/projects/create',
    data: payload,
    read: readWriteAnswer,
    auth: true,
    once: true,
  });
  const data = isRecord(body.data) ? body.data : null;
  return { id: data ? readText(data._id) || readText(data.id) || null : null };
}

/** `deleted`, or `already-gone` for the backend's 404 "Project not found". Any other failure is thrown. */
export async function deleteProject(id: string): Promise<'deleted' | 'already-gone'> {
  try {
    await request({
      method: 'DELETE',
      url: `v1/projects/delete/${encodeURIComponent(id)}`,
      read: readWriteAnswer,
      auth: true,
      once: true,
    });
    return 'deleted';
  } catch (error) {
    if (errorStatus(error) === 404) return 'already-gone';
    throw error;
  }
}

/**
 * The backend answers a refused project with 500 `{ message: "Failed to create project", error: "Project
 * validation failed: description: …, repoLink: …" }`: its texts by path, for the form to place at its fields.
 */
export function projectValidationProblems(text: string): { path: string; message: string }[] {
  const match = /^\s*Project validation failed:\s*/.exec(text);
  if (!match) return [];
  const body = text.slice(match[0].length);
  const marker = /(?:^|,\s*)(\w+):\s*/g;
  const hits = [...body.matchAll(marker)];
  return hits.flatMap((hit, i) => {
    const start = (hit.index ?? 0) + hit[0].length;
    const end = i + 1 < hits.length ? (hits[i + 1]!.index ?? body.length) : body.length;
    const message = body.slice(start, end).trim();
    return message ? [{ path: hit[1]!, message }] : [];
  });
}
