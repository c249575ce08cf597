import { request } from '@/lib/http/client';
import {
  adaptAll,
  categorySlug,
  isRecord,
  listAnswer,
  readNumber,
  readRecord,
  readText,
  readTexts,
} from '@/lib/http/read-fields';

/**
 * GET v1/classes/all — the live classes list (public). The spec sends `{ data: [{ id, title, instructor: { name },
 * rating, level, type, category }] }`; the deployed backend sends `{ classes: [{ _id, className, teacherName,
 * teacherRating, shortDescription, originalPrice, discountedPrice, language, relatedTopics, teacherId }], count }`
 * plus the course page's fields (longDescription, whatYouWillLearn, courseIncludes, thisCourseIncludes,
 * teacherSpecialization, updatedAt). Both become ClassItem: the card, and the details a course page is built from.
 */

export interface ClassCard {
  /** `id` or `_id`. Items without one are dropped: nothing could link to them. */
  id: string;
  /** `title` or `className`; '' when absent (the UI shows its own fallback). */
  title: string;
  /** `instructor.name`, else `teacherName`, else a populated `teacherId.name`; id from `instructor.id` or `teacherId`. */
  instructor: { name: string; id: string | null };
  /** As sent (`rating` or `teacherRating`), limited to 0–5; null when absent. */
  rating: number | null;
  /** The rating as a whole star count, 0–5 (the spec's card shows whole stars). */
  stars: number;
  level: string;
  type: string;
  /** A category slug ("web-development"), so it compares with the route's category; '' when absent. */
  category: string;
  /** `description` or the deployed `shortDescription`. */
  description: string;
  language: string;
  originalPrice: number | null;
  discountedPrice: number | null;
  /** `relatedTopics`, a list or a comma-separated text. */
  topics: string[];
}

/** What the deployed backend adds for a course page; empty when the server sends nothing (the spec's shape). */
export interface ClassDetails {
  /** `shortDescription`: the course page's subtitle. */
  subtitle: string;
  /** `longDescription`, else `description`. */
  longDescription: string;
  /** `whatYouWillLearn`: a list, or text with one point a line. */
  learningPoints: string[];
  /** `thisCourseIncludes` then `courseIncludes`, without repeats. */
  includes: string[];
  teacherSpecialization: string;
  /** `updatedAt` as sent (an ISO date on the backend); '' when absent. */
  updatedAt: string;
}

export interface ClassItem extends ClassCard {
  details: ClassDetails;
}

export const CLASSES_QUERY_KEY = ['classes', 'all'] as const;
export const MAX_STARS = 5;

/** `teacherId`: an id, or the populated teacher (`{ _id, name }`). */
function readTeacher(v: unknown): { id: string; name: string } {
  if (typeof v === 'string' || typeof v === 'number') return { id: String(v).trim(), name: '' };
  const r = readRecord(v);
  return { id: readText(r._id ?? r.id), name: readText(r.name) };
}

/** The spec's `{ data: [...] }`, the deployed `{ classes: [...] }`, or a bare list. */
export const readClassesAnswer = listAnswer('data', 'classes');

function instructorOf(value: unknown): { name: string; id: string } {
  if (typeof value === 'string') return { name: value.trim(), id: '' };
  const r = readRecord(value);
  return { name: readText(r.name), id: readText(r.id ?? r._id) };
}

/** Splits list entries that pack several points into one text (`"a, b"` or one point a line). */
const split = (list: readonly string[], separator: RegExp): string[] =>
  list
    .flatMap((t) => t.split(separator))
    .map((t) => t.trim())
    .filter(Boolean);

function cardOf(c: Record<string, unknown>, id: string): ClassCard {
  const instructor = instructorOf(c.instructor);
  const teacher = readTeacher(c.teacherId);
  const rating = readNumber(c.rating) ?? readNumber(c.teacherRating);
  const bounded = rating === null ? null : Math.min(MAX_STARS, Math.max(0, rating));
  return {
    id,
    title: readText(c.title) || readText(c.className),
    instructor: {
      name: instructor.name || readText(c.teacherName) || teacher.name,
      id: instructor.id || teacher.id || null,
    },
    rating: bounded,
    stars: bounded === null ? 0 : Math.round(bounded),
    level: readText(c.level),
    type: readText(c.type),
    category: categorySlug(readText(c.category)),
    description: readText(c.description) || readText(c.shortDescription),
    language: readText(c.language),
    originalPrice: readNumber(c.originalPrice),
    discountedPrice: readNumber(c.discountedPrice),
    topics: split(readTexts(c.relatedTopics), /,/),
  };
}

function detailsOf(c: Record<string, unknown>): ClassDetails {
  const lines = /\r?\n/;
  const includes = [...readTexts(c.thisCourseIncludes), ...readTexts(c.courseIncludes)];
  return {
    subtitle: readText(c.shortDescription),
    longDescription: readText(c.longDescription) || readText(c.description),
    learningPoints: split(readTexts(c.whatYouWillLearn), lines),
    includes: [...new Set(split(includes, lines))],
    teacherSpecialization: readText(c.teacherSpecialization),
    updatedAt: readText(c.updatedAt),
  };
}

/** One raw item (either shape) with its course details, or null when it is not an object or has no id. */
export function toClassItem(item: unknown): ClassItem | null {
  if (!isRecord(item)) return null;
  const id = readText(item.id) || readText(item._id);
  return id ? { ...cardOf(item, id), details: detailsOf(item) } : null;
}

/** One raw item (either shape) as a ClassCard, or null when it is not an object or has no id. */
export function toClassCard(item: unknown): ClassCard | null {
  if (!isRecord(item)) return null;
  const id = readText(item.id) || readText(item._id);
  return id ? cardOf(item, id) : null;
}

/** Items that are not classes, and repeats of an id, are skipped rather than failing the whole list. */
export function toClassCards(raw: readonly unknown[]): ClassCard[] {
  return adaptAll(raw, toClassCard);
}

/** Every class with its course details, in the server's order. */
export async function fetchClasses(signal?: AbortSignal): Promise<ClassItem[]> {
  const raw = await request({ method: 'GET', url: 'v1/classes/all', read: readClassesAnswer, signal });
  return adaptAll(raw, toClassItem);
}

/**
 * Every live class (GET v1/classes/all), in one cache entry for every page that lists them: the classes and course
 * pages and the teacher dashboard. Fetched once per page load (§4: fetch once, then filter); a reload fetches again.
 */
export const classesQuery = {
  queryKey: CLASSES_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchClasses(signal),
  staleTime: Number.POSITIVE_INFINITY,
};
