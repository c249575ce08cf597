import { z } from 'zod';
import { request } from '../http';
import { adaptAll, categorySlug, items, num, record, text, texts } from './content-fields';

/**
 * GET v1/classes/all — the live classes list (public). The spec sends `{ data: [{ id, title, instructor: { name },
 * rating, level, type, category }] }`; the deployed backend sends `{ classes: [{ _id, className, teacherName,
 * teacherRating, shortDescription, originalPrice, discountedPrice, language, relatedTopics, teacherId }], count }`.
 * Both become ClassCard.
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

export const CLASSES_QUERY_KEY = ['classes', 'all'] as const;
export const MAX_STARS = 5;

const idOf = z.unknown().transform((v): { id: string; name: string } => {
  if (typeof v === 'string' || typeof v === 'number') return { id: String(v).trim(), name: '' };
  const r = record.parse(v);
  return { id: text.parse(r._id ?? r.id), name: text.parse(r.name) };
});

const rawClass = z.object({
  id: text.optional(),
  _id: text.optional(),
  title: text.optional(),
  className: text.optional(),
  instructor: z.unknown().optional(),
  teacherName: text.optional(),
  teacherId: idOf.optional(),
  rating: num.optional(),
  teacherRating: num.optional(),
  level: text.optional(),
  type: text.optional(),
  category: text.optional(),
  description: text.optional(),
  shortDescription: text.optional(),
  language: text.optional(),
  originalPrice: num.optional(),
  discountedPrice: num.optional(),
  relatedTopics: texts.optional(),
});

/** The spec's `{ data: [...] }`, the deployed `{ classes: [...] }`, or a bare list. */
export const classesResponseSchema = z.union([
  items,
  z.object({ data: items }).transform((b) => b.data),
  z.object({ classes: items }).transform((b) => b.classes),
]);

function instructorOf(value: unknown): { name: string; id: string } {
  if (typeof value === 'string') return { name: value.trim(), id: '' };
  const r = record.parse(value);
  return { name: text.parse(r.name), id: text.parse(r.id ?? r._id) };
}

/** One raw item (either shape) as a ClassCard, or null when it is not an object or has no id. */
export function toClassCard(item: unknown): ClassCard | null {
  const parsed = rawClass.safeParse(item);
  if (!parsed.success) return null;
  const c = parsed.data;
  const id = c.id || c._id || '';
  if (!id) return null;
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
    topics: (c.relatedTopics ?? [])
      .flatMap((t) => t.split(','))
      .map((t) => t.trim())
      .filter(Boolean),
  };
}

/** Items that are not classes, and repeats of an id, are skipped rather than failing the whole list. */
export function toClassCards(raw: readonly unknown[]): ClassCard[] {
  return adaptAll(raw, toClassCard);
}

/** Every class, in the server's order. */
export async function fetchClasses(signal?: AbortSignal): Promise<ClassCard[]> {
  const raw = await request({ method: 'GET', url: 'v1/classes/all', schema: classesResponseSchema, signal });
  return toClassCards(raw);
}
