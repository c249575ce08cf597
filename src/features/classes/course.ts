import type { CourseDetail, CourseReview } from '@/data/course-details';
import type { ClassItem } from '@/entities/class/classes';
import { formatDate } from '@/lib/format/dates';
import type { PriceInput } from '@/entities/price/price';

/** What the course page shows, whichever source it came from: a built-in sample or the server's class list. */
export interface Course {
  id: string;
  source: 'sample' | 'server';
  /** A category slug, or '' when the source has none. */
  category: string;
  title: string;
  subtitle: string;
  description: string;
  level: string;
  type: string;
  language: string;
  /** An ISO date, or '' when unknown. */
  lastUpdated: string;
  learningPoints: string[];
  topics: string[];
  features: string[];
  instructor: {
    name: string;
    title: string;
    rating: number | null;
    students: number | null;
    courses: number | null;
  };
  /** 0–5, or null when unrated. */
  rating: number | null;
  price: PriceInput;
  sampleReviews: CourseReview[];
}

/**
 * dd-MM-yyyy. A calendar day ("2025-06-14") is rearranged, not converted, so it is the same day in every time
 * zone (and the prerendered page matches the browser's); a full timestamp shows in local time.
 */
export function formatDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}-${day[2]}-${day[1]}` : formatDate(value);
}

/** "React, Node.js , Express" → ["React", "Node.js", "Express"]. */
export function splitTopics(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export function courseFromSample(d: CourseDetail): Course {
  return {
    id: String(d.id),
    source: 'sample',
    category: d.category,
    title: d.title,
    subtitle: d.subtitle,
    description: d.description,
    level: d.level,
    type: d.type,
    language: d.language,
    lastUpdated: d.lastUpdated,
    learningPoints: [...d.learningPoints],
    topics: splitTopics(d.topics),
    features: [...d.features],
    instructor: { ...d.instructor },
    rating: d.rating,
    price: { original: d.actualPrice, sell: d.price, discount: d.discount },
    sampleReviews: [...d.ratings.reviews],
  };
}

/** A class of the server's list (either shape) as a course; for the deployed one, discountedPrice > 0 is the sell price. */
export function courseFromClass(c: ClassItem): Course {
  return {
    id: c.id,
    source: 'server',
    category: c.category,
    title: c.title,
    subtitle: c.details.subtitle,
    description: c.details.longDescription || c.description,
    level: c.level,
    type: c.type,
    language: c.language,
    lastUpdated: c.details.updatedAt,
    learningPoints: c.details.learningPoints,
    topics: c.topics,
    features: c.details.includes,
    instructor: {
      name: c.instructor.name,
      title: c.details.teacherSpecialization,
      rating: c.rating,
      students: null,
      courses: null,
    },
    rating: c.rating,
    price: {
      original: c.originalPrice,
      sell: c.discountedPrice !== null && c.discountedPrice > 0 ? c.discountedPrice : null,
    },
    sampleReviews: [],
  };
}
