import { COURSE_DETAILS, type CourseDetail } from '@/data/course-details';
import { seedId } from '../ids';
import type { DemoClass } from '../types';

// Seeded teachers (see accounts.ts: account i has id seedId(i + 1, '64a1')).
const TEACHER_IDS: Record<string, string> = {
  'Vikram Rao': seedId(4, '64a1'),
  'Kavya Menon': seedId(13, '64a1'),
  'Farhan Ali': seedId(14, '64a1'),
};

/** A class of the list for a built-in course detail: same id, so its card opens the full course page. */
function fromDetail(d: CourseDetail): DemoClass {
  const teacherId = TEACHER_IDS[d.instructor.name];
  return {
    id: String(d.id),
    title: d.title,
    instructor: teacherId ? { name: d.instructor.name, id: teacherId } : { name: d.instructor.name },
    rating: d.rating,
    level: d.level,
    type: d.type,
    category: d.category,
    description: d.description,
  };
}

/**
 * A class with no built-in detail: it carries the deployed backend's course fields, so its page is built
 * from the server's list alone (the path every class of the real backend takes).
 */
const growthMarketing: DemoClass = {
  id: seedId(21, '64c1'),
  title: 'Growth Marketing for Tech Products',
  instructor: { name: 'Varun Khanna' },
  rating: 3,
  level: 'Intermediate',
  type: 'Live + Recorded',
  category: 'digital-marketing',
  description: 'Funnels, experiments and retention metrics for apps and developer tools.',
  shortDescription: 'Grow a product with experiments, not guesses.',
  longDescription:
    'Funnels, experiments and retention metrics for apps and developer tools. You will map the funnel of a real product, design experiments to improve it and read the results honestly.',
  relatedTopics: 'Growth Funnels, A/B Testing, Retention, Product Analytics, Referral Loops',
  whatYouWillLearn: [
    'Map a product funnel and find where users drop off',
    'Design A/B tests and read their results',
    'Measure and improve retention',
    'Build referral loops that bring users back',
  ],
  thisCourseIncludes: ['24 hours of live classes with Q&A', 'Recordings of every session'],
  courseIncludes: ['3 growth case studies', 'Certificate of completion'],
  originalPrice: 3999,
  discountedPrice: 2499,
  language: 'English',
  teacherSpecialization: 'Growth and product marketing',
  updatedAt: '2025-04-20T10:30:00.000Z',
};

/** Two or three classes in every category slug of the spec, several taught by the seeded teachers. */
export function seedClasses(): DemoClass[] {
  return [...COURSE_DETAILS.map(fromDetail), growthMarketing].map((c) => ({
    ...c,
    instructor: { ...c.instructor },
  }));
}
