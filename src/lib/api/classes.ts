import { z } from 'zod/mini';
import { request } from '../http';
import {
  adaptAll,
  categorySlug,
  listAnswer,
  num,
  readRecord,
  readText,
  readWith,
  text,
  texts,
} from './content-fields';

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

const idOf = readWith((v): { id: string; name: string } => {
  if (typeof v === 'string' || typeof v === 'number') return { id: String(v).trim(), name: '' };
  const r = readRecord(v);
  return { id: readText(r._id ?? r.id), name: readText(r.name) };
});

const rawClass = z.object({
  id: z.optional(text),
  _id: z.optional(text),
  title: z.optional(text),
  className: z.optional(text),
  instructor: z.optional(z.unknown()),
  teacherName: z.optional(text),
  teacherId: z.optional(idOf),
  rating: z.optional(num),
  teacherRating: z.optional(num),
  level: z.optional(text),
  type: z.optional(text),
  category: z.optional(text),
  description: z.optional(text),
  shortDescription: z.optional(text),
  language: z.optional(text),
  originalPrice: z.optional(num),
  discountedPrice: z.optional(num),
  relatedTopics: z.optional(texts),
  longDescription: z.optional(text),
  whatYouWillLearn: z.optional(texts),
  courseIncludes: z.optional(texts),
  thisCourseIncludes: z.optional(texts),
  teacherSpecialization: z.optional(text),
  updatedAt: z.optional(text),
});
type RawClass = z.output<typeof rawClass>;

/** The spec's `{ data: [...] }`, the deployed `{ classes: [...] }`, or a bare list. */
export const classesResponseSchema = listAnswer('data', 'classes');

function instructorOf(value: unknown): { name: string; id: string } {
  if (typeof value === 'string') return { name: value.trim(), id: '' };
  const r = readRecord(value);
  return { name: readText(r.name), id: readText(r.id ?? r._id) };
}

/** Splits list entries that pack several points into one text (`"a, b"` or one point a line). */
const split = (list: readonly string[] | undefined, separator: RegExp): string[] =>
  (list ?? [])
    .flatMap((t) => t.split(separator))
    .map((t) => t.trim())
    .filter(Boolean);

function cardOf(c: RawClass, id: string): ClassCard {
  const instructor = instructorOf(c.instructor);
  const rating = c.rating ?? c.teacherRating ?? null;
  const bounded = rating === null ? null : Math.min(MAX_STARS, Math.max(0, rating));
  return {
    id,
    title: c.title || c.className || '',
    instructor: {
      name: instructor.name || c.teacherName || c.teacherId?.name || '',
      id: instructor.id || c.teacherId?.id || null,
    },
    rating: bounded,
    stars: bounded === null ? 0 : Math.round(bounded),
    level: c.level ?? '',
    type: c.type ?? '',
    category: categorySlug(c.category ?? ''),
    description: c.description || c.shortDescription || '',
    language: c.language ?? '',
    originalPrice: c.originalPrice ?? null,
    discountedPrice: c.discountedPrice ?? null,
    topics: split(c.relatedTopics, /,/),
  };
}

function detailsOf(c: RawClass): ClassDetails {
  const lines = /\r?\n/;
  return {
    subtitle: c.shortDescription ?? '',
    longDescription: c.longDescription || c.description || '',
    learningPoints: split(c.whatYouWillLearn, lines),
    includes: [...new Set(split([...(c.thisCourseIncludes ?? []), ...(c.courseIncludes ?? [])], lines))],
    teacherSpecialization: c.teacherSpecialization ?? '',
    updatedAt: c.updatedAt ?? '',
  };
}

/** One raw item (either shape) with its course details, or null when it is not an object or has no id. */
export function toClassItem(item: unknown): ClassItem | null {
  const parsed = rawClass.safeParse(item);
  if (!parsed.success) return null;
  const id = parsed.data.id || parsed.data._id || '';
  if (!id) return null;
  return { ...cardOf(parsed.data, id), details: detailsOf(parsed.data) };
}

/** One raw item (either shape) as a ClassCard, or null when it is not an object or has no id. */
export function toClassCard(item: unknown): ClassCard | null {
  const parsed = rawClass.safeParse(item);
  if (!parsed.success) return null;
  const id = parsed.data.id || parsed.data._id || '';
  return id ? cardOf(parsed.data, id) : null;
}

/** Items that are not classes, and repeats of an id, are skipped rather than failing the whole list. */
export function toClassCards(raw: readonly unknown[]): ClassCard[] {
  return adaptAll(raw, toClassCard);
}

/** Every class with its course details, in the server's order. */
export async function fetchClasses(signal?: AbortSignal): Promise<ClassItem[]> {
  const raw = await request({ method: 'GET', url: 'v1/classes/all', schema: classesResponseSchema, signal });
  return adaptAll(raw, toClassItem);
}
