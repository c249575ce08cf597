import type { CategorySlug } from '../categories';

/** A learner's review of a course (§3): rating 1–5; `date` is an ISO date, shown en-IN. */
export interface CourseReview {
  id: string;
  name: string;
  rating: number;
  date: string;
  comment: string;
}

/** The built-in course details (§3). Ids may be strings or numbers; `topics` is comma-separated text. */
export interface CourseDetail {
  id: string | number;
  category: CategorySlug;
  title: string;
  subtitle: string;
  description: string;
  topics: string;
  instructor: { name: string; title: string; rating: number; students: number; courses: number };
  level: string;
  type: string;
  rating: number;
  /** The sell price, when the course sells below its list price. */
  price?: number;
  /** The list price. */
  actualPrice: number;
  /** A discount in percent, used when there is no sell price. */
  discount?: number;
  /** ISO date. */
  lastUpdated: string;
  language: string;
  learningPoints: string[];
  features: string[];
  ratings: { average: number; totalReviews: number; reviews: CourseReview[] };
}
