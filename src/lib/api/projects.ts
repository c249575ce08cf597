import { z } from 'zod/mini';
import { ApiError, errorStatus } from '../errors';
import { request } from '../http';
import { safeHttpUrl } from '../safe-url';
import { adaptAll, categorySlug, listAnswer, readWith, text, texts } from './content-fields';

/**
 * GET v1/projects/all and GET v1/projects/{id} (public). The spec sends `{ projects: [{ id, title, category,
 * description, image, userName, userImage, userRole }] }`; the deployed backend sends `{ data: [{ _id, title,
 * description, Images: [url…], repoLink, liveLink, contributors: [text…], techStack: [text…], tags: [text…] }] }`,
 * newest first. Both become ProjectCard (image ← Images[0], user ← first contributor, category ← first tag).
 */

export interface ProjectCard {
  /** `id` or `_id`. Items without one are dropped. */
  id: string;
  /** '' when absent: the UI shows 'Untitled', 'No description available.' and so on. */
  title: string;
  /** A category slug ("ai-ml") comparable with the route's category; '' when absent. */
  category: string;
  description: string;
  /** The first picture: a same-origin path or a URL, unchecked here — render it through Img. */
  image: string;
  images: string[];
  userName: string;
  /** A same-origin path or a URL, unchecked here — render it through Avatar or Img. */
  userImage: string;
  userRole: string;
  /** Only http(s) links survive; null otherwise. */
  repoLink: string | null;
  liveLink: string | null;
  techStack: string[];
  tags: string[];
  contributors: string[];
  features: string[];
  /** ISO date-time, or null. */
  createdAt: string | null;
}

/** The spec's not-found text for a project (the backend's 404 message too). */
export const PROJECT_NOT_FOUND = 'Project not found';

export const PROJECTS_QUERY_KEY = ['projects', 'all'] as const;
export const projectQueryKey = (id: string) => ['projects', 'detail', id] as const;

const date = readWith((v): string | null => {
  if ((typeof v !== 'string' || v.trim() === '') && typeof v !== 'number') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
});

const rawProject = z.object({
  id: z.optional(text),
  _id: z.optional(text),
  title: z.optional(text),
  category: z.optional(text),
  description: z.optional(text),
  image: z.optional(text),
  Images: z.optional(texts),
  images: z.optional(texts),
  userName: z.optional(text),
  userImage: z.optional(text),
  userRole: z.optional(text),
  repoLink: z.optional(text),
  githubLink: z.optional(text),
  liveLink: z.optional(text),
  demoLink: z.optional(text),
  contributors: z.optional(texts),
  techStack: z.optional(texts),
  technologies: z.optional(texts),
  tags: z.optional(texts),
  features: z.optional(texts),
  createdAt: z.optional(date),
});

/** The spec's `{ projects: [...] }`, the deployed `{ data: [...] }`, or a bare list. */
export const projectsResponseSchema = listAnswer('projects', 'data');

/** `{ success, data: {…} }` (also tolerated: `project` or a bare project). */
const anObject = z.record(z.string(), z.unknown());
export const projectResponseSchema = z.union([
  z.pipe(
    z.object({ data: anObject }),
    z.transform((b) => b.data),
  ),
  z.pipe(
    z.object({ project: anObject }),
    z.transform((b) => b.project),
  ),
  anObject,
]);

/** One raw item (either shape) as a ProjectCard, or null when it is not an object or has no id. */
export function toProjectCard(item: unknown): ProjectCard | null {
  const parsed = rawProject.safeParse(item);
  if (!parsed.success) return null;
  const p = parsed.data;
  const id = p.id || p._id || '';
  if (!id) return null;
  const images = [...(p.image ? [p.image] : []), ...(p.Images ?? []), ...(p.images ?? [])];
  const contributors = p.contributors ?? [];
  const tags = p.tags ?? [];
  return {
    id,
    title: p.title ?? '',
    category: categorySlug(p.category || tags[0] || ''),
    description: p.description ?? '',
    image: images[0] ?? '',
    images: [...new Set(images)],
    userName: p.userName || contributors[0] || '',
    userImage: p.userImage ?? '',
    userRole: p.userRole ?? '',
    repoLink: safeHttpUrl(p.repoLink || p.githubLink),
    liveLink: safeHttpUrl(p.liveLink || p.demoLink),
    techStack: p.techStack?.length ? p.techStack : (p.technologies ?? []),
    tags,
    contributors,
    features: p.features ?? [],
    createdAt: p.createdAt ?? null,
  };
}

/** Items that are not projects, and repeats of an id, are skipped rather than failing the whole list. */
export function toProjectCards(raw: readonly unknown[]): ProjectCard[] {
  return adaptAll(raw, toProjectCard);
}

/** Every project, in the server's order. */
export async function fetchProjects(signal?: AbortSignal): Promise<ProjectCard[]> {
  const raw = await request({
    method: 'GET',
    url: 'v1/projects/all',
    schema: projectsResponseSchema,
    signal,
  });
  return toProjectCards(raw);
}

/** One project; a 404 ({ message: 'Project not found' }) is thrown like any failure. */
export async function fetchProject(id: string, signal?: AbortSignal): Promise<ProjectCard> {
  const raw = await request({
    method: 'GET',
    url: `v1/projects/${encodeURIComponent(id)}`,
    schema: projectResponseSchema,
    signal,
  });
  const project = toProjectCard(raw);
  if (!project) throw new ApiError(PROJECT_NOT_FOUND, undefined, raw);
  return project;
}

/** True for the backend's 404 and for a 2xx answer that held no usable project. */
export function isProjectNotFound(error: unknown): boolean {
  return errorStatus(error) === 404 || (error instanceof ApiError && error.message === PROJECT_NOT_FOUND);
}
