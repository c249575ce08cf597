import { CATEGORIES } from '@/data/categories';
import { ApiError, errorStatus } from '@/lib/http/errors';
import { request } from '@/lib/http/client';
import { safeHttpUrl } from '@/lib/format/safe-url';
import {
  adaptAll,
  categorySlug,
  isRecord,
  listAnswer,
  readIsoDate,
  readText,
  readTexts,
} from '@/lib/http/read-fields';

/**
 * GET v1/projects/all and GET v1/projects/{id} (public). An entity: the projects pages list them, and a developer's
 * dashboard shows the ones this account created. The spec sends `{ projects: [{ id, title, category,
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

/** The spec's `{ projects: [...] }`, the deployed `{ data: [...] }`, or a bare list. */
export const readProjectsAnswer = listAnswer('projects', 'data');

/** `{ success, data: {…} }` (also tolerated: `project` or a bare project); undefined for anything else. */
export function readProjectAnswer(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.data)) return body.data;
  return isRecord(body.project) ? body.project : body;
}

/**
 * A category's slug from a server's text: one of the nine labels as this app sends them in `tags`
 * ("Service & Security"), else the text made a slug ("web-development" stays itself).
 */
export function categoryFromText(text: string): string {
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find((c) => c.label.toLowerCase() === wanted)?.slug ?? categorySlug(text);
}

/** One raw item (either shape) as a ProjectCard, or null when it is not an object or has no id. */
export function toProjectCard(item: unknown): ProjectCard | null {
  if (!isRecord(item)) return null;
  const id = readText(item.id) || readText(item._id);
  if (!id) return null;
  const image = readText(item.image);
  const images = [...(image ? [image] : []), ...readTexts(item.Images), ...readTexts(item.images)];
  const contributors = readTexts(item.contributors);
  const tags = readTexts(item.tags);
  const techStack = readTexts(item.techStack);
  return {
    id,
    title: readText(item.title),
    category: categoryFromText(readText(item.category) || tags[0] || ''),
    description: readText(item.description),
    image: images[0] ?? '',
    images: [...new Set(images)],
    userName: readText(item.userName) || contributors[0] || '',
    userImage: readText(item.userImage),
    userRole: readText(item.userRole),
    repoLink: safeHttpUrl(readText(item.repoLink) || readText(item.githubLink)),
    liveLink: safeHttpUrl(readText(item.liveLink) || readText(item.demoLink)),
    techStack: techStack.length ? techStack : readTexts(item.technologies),
    tags,
    contributors,
    features: readTexts(item.features),
    createdAt: readIsoDate(item.createdAt),
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
    read: readProjectsAnswer,
    signal,
  });
  return toProjectCards(raw);
}

/** Every project, fetched once and shared by the list and the detail pages. */
export const projectsQuery = {
  queryKey: PROJECTS_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchProjects(signal),
};

/** One project; a 404 ({ message: 'Project not found' }) is thrown like any failure. */
export async function fetchProject(id: string, signal?: AbortSignal): Promise<ProjectCard> {
  const raw = await request({
    method: 'GET',
    url: `v1/projects/${encodeURIComponent(id)}`,
    read: readProjectAnswer,
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
