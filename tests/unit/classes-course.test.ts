import { describe, expect, it } from 'vitest';
import { COURSE_DETAILS, findCourseDetail, type CourseDetail } from '@/data/course-details';
import { toClassItem } from '@/entities/class/classes';
import { computePrice } from '@/entities/price/price';
import {
  ALL,
  coursePath,
  filterClasses,
  readCategory,
  tabFromRoute,
  tabLabel,
} from '@/features/classes/category';
import { courseFromClass, courseFromSample, formatDay, splitTopics } from '@/features/classes/course';
import { averageRating } from '@/features/classes/reviews';
import { syllabusFileName, syllabusText } from '@/features/classes/syllabus';
import {
  TYPED_PAUSE_MS,
  DELETE_LETTER_MS,
  TYPE_LETTER_MS,
  initialTyping,
  nextTyping,
  typedText,
  typingDelay,
} from '@/features/classes/typing';

const deployed = {
  _id: '6650aa00bb11cc22dd33ee44',
  className: 'UI/UX Design',
  teacherName: 'Ishita Malhotra',
  teacherRating: 4.6,
  shortDescription: 'Design an app end to end.',
  longDescription: 'A long description.',
  originalPrice: 4000,
  discountedPrice: 3000,
  language: 'Hindi',
  relatedTopics: 'Figma, Wireframes ,Prototyping',
  whatYouWillLearn: ['Research users', 'Prototype'],
  thisCourseIncludes: ['20 hours of video'],
  courseIncludes: 'Certificate\n20 hours of video',
  teacherSpecialization: 'Product design',
  updatedAt: '2025-03-04T10:00:00.000Z',
  teacherId: null,
};

describe('course from the sample catalogue', () => {
  it('finds a course by id, whether the id is text or a number', () => {
    const first = COURSE_DETAILS[0]!;
    expect(findCourseDetail(String(first.id))?.title).toBe(first.title);
    const numbered: CourseDetail[] = [{ ...first, id: 7 }];
    expect(findCourseDetail('7', numbered)?.id).toBe(7);
    expect(findCourseDetail(7, numbered)?.id).toBe(7);
    expect(findCourseDetail('nope')).toBeNull();
    expect(findCourseDetail(undefined)).toBeNull();
  });

  it('reads topics from the comma-separated source and the price from price / actualPrice / discount', () => {
    const d = COURSE_DETAILS[0]!;
    const course = courseFromSample(d);
    expect(course.topics).toEqual(splitTopics(d.topics));
    expect(splitTopics(' React, Node.js ,, Express ')).toEqual(['React', 'Node.js', 'Express']);
    expect(course.price).toEqual({ original: d.actualPrice, sell: d.price, discount: d.discount });
    expect(course.sampleReviews).toEqual(d.ratings.reviews);
  });
});

describe('one rating per course', () => {
  it('is the average of its reviews to one decimal place, in the rating, the average and the count alike', () => {
    for (const d of COURSE_DETAILS) {
      const average = averageRating(d.ratings.reviews);
      expect({ title: d.title, rating: d.rating, average: d.ratings.average }).toEqual({
        title: d.title,
        rating: average,
        average,
      });
      expect(d.ratings.totalReviews, d.title).toBe(d.ratings.reviews.length);
    }
  });

  it('averages to one decimal place, and has none without reviews', () => {
    const review = (rating: number) => ({
      id: String(rating),
      name: 'A',
      rating,
      date: '2025-01-01',
      comment: 'x',
    });
    expect(averageRating([review(5), review(5), review(4)])).toBe(4.7);
    expect(averageRating([review(4), review(5)])).toBe(4.5);
    expect(averageRating([])).toBeNull();
  });
});

describe('last updated', () => {
  it('rearranges a calendar day without a time zone, and shows a timestamp in local time', () => {
    expect(formatDay('2025-06-14')).toBe('14-06-2025');
    expect(formatDay('2025-04-20T10:30:00.000Z')).toMatch(/^(19|20|21)-04-2025$/);
    expect(formatDay('')).toBe('—');
  });
});

describe('course from the server list (deployed shape)', () => {
  it('reads every deployed course field', () => {
    const course = courseFromClass(toClassItem(deployed)!);
    expect(course).toMatchObject({
      id: deployed._id,
      source: 'server',
      title: 'UI/UX Design',
      subtitle: 'Design an app end to end.',
      description: 'A long description.',
      language: 'Hindi',
      lastUpdated: '2025-03-04T10:00:00.000Z',
      learningPoints: ['Research users', 'Prototype'],
      topics: ['Figma', 'Wireframes', 'Prototyping'],
      features: ['20 hours of video', 'Certificate'],
      instructor: { name: 'Ishita Malhotra', title: 'Product design', rating: 4.6 },
      sampleReviews: [],
    });
    expect(computePrice(course.price).final).toBe(3000);
  });

  it('takes discountedPrice as the sell price only when it is above 0', () => {
    const free = courseFromClass(toClassItem({ ...deployed, discountedPrice: 0 })!);
    expect(computePrice(free.price)).toEqual({ original: 4000, discount: 0, final: 4000 });
    const noPrice = courseFromClass(toClassItem({ ...deployed, originalPrice: undefined })!);
    expect(computePrice(noPrice.price).final).toBeNaN();
  });

  it('builds a thin but whole course from the spec shape, which carries no course fields', () => {
    const course = courseFromClass(
      toClassItem({ id: 'c1', title: 'T', instructor: { name: 'N' }, rating: 4, category: 'dsa' })!,
    );
    expect(course).toMatchObject({
      title: 'T',
      category: 'dsa',
      learningPoints: [],
      features: [],
      topics: [],
    });
    expect(computePrice(course.price).final).toBeNaN();
  });
});

describe('categories and the class list', () => {
  it('selects the tab from the route, else all; reads labels, slugs and the planets’ misspellings', () => {
    expect(tabFromRoute('dsa')).toBe('dsa');
    expect(tabFromRoute('nonsense')).toBe(ALL);
    expect(tabFromRoute(undefined)).toBe(ALL);
    expect(tabFromRoute('digital-mrketing')).toBe('digital-marketing');
    expect(tabFromRoute('basic-programing')).toBe('basic-programming');
    expect(readCategory('Design & Editing')).toBe('design-and-editing');
    expect(readCategory('Service & Security')).toBe('service-security');
    expect(readCategory('AI/ML')).toBe('ai-ml');
    expect(readCategory('')).toBeNull();
    expect(tabLabel(ALL)).toBe('All');
    expect(tabLabel('ai-ml')).toBe('AI/ML');
  });

  it('files a class without a readable category under All only, and searches every word', () => {
    const a = toClassItem({
      id: 'a',
      title: 'React Basics',
      instructor: { name: 'Vikram' },
      category: 'web-development',
      level: 'Beginner',
    })!;
    const b = toClassItem({ _id: 'b', className: 'Mystery class', teacherName: 'Kavya' })!;
    expect(filterClasses([a, b], ALL, '').map((c) => c.id)).toEqual(['a', 'b']);
    expect(filterClasses([a, b], 'web-development', '').map((c) => c.id)).toEqual(['a']);
    expect(filterClasses([a, b], ALL, 'kavya').map((c) => c.id)).toEqual(['b']);
    expect(filterClasses([a, b], ALL, '  beginner   react ').map((c) => c.id)).toEqual(['a']);
    expect(filterClasses([a, b], ALL, 'react kavya')).toEqual([]);
  });

  it('links a card to {title-slug}/{id} under the current tab', () => {
    expect(coursePath('dsa', { id: '64c1', title: 'DSA: Trees & Graphs' })).toBe(
      '/classes/dsa/dsa-trees-graphs/64c1',
    );
    expect(coursePath(ALL, { id: 'a b', title: '' })).toBe('/classes/all/class/a%20b');
  });
});

describe('syllabus file', () => {
  it('is named after the course and holds its title, instructor, level, language, learning points, topics and inclusions', () => {
    const d = COURSE_DETAILS[0]!;
    const course = courseFromSample(d);
    expect(syllabusFileName(d.title)).toBe('full-stack-web-development-with-react-and-node-syllabus.txt');
    const text = syllabusText(course);
    for (const part of [
      d.title,
      d.instructor.name,
      d.level,
      d.language,
      ...d.learningPoints,
      ...splitTopics(d.topics),
      ...d.features,
    ])
      expect(text).toContain(part);
    expect(text).toContain("What you'll learn");
  });

  it('says what is missing instead of leaving blanks', () => {
    const course = courseFromClass(toClassItem({ id: 'x', title: '' })!);
    expect(syllabusFileName('')).toBe('course-syllabus.txt');
    expect(syllabusText(course)).toContain('Level: Not specified');
  });
});

describe('typing headline', () => {
  const phrases = ['Ab', 'C'];
  it('starts from the first phrase in full, pauses 1 s, deletes at 50 ms, types at 150 ms, then the next phrase', () => {
    let s = initialTyping(phrases);
    expect(typedText(s, phrases)).toBe('Ab');
    expect(typingDelay(s, phrases)).toBe(TYPED_PAUSE_MS);
    s = nextTyping(s, phrases);
    expect(typingDelay(s, phrases)).toBe(DELETE_LETTER_MS);
    const seen: [string, number][] = [];
    for (let i = 0; i < 6; i += 1) {
      s = nextTyping(s, phrases);
      seen.push([typedText(s, phrases), typingDelay(s, phrases)]);
    }
    expect(seen).toEqual([
      ['A', DELETE_LETTER_MS],
      ['', DELETE_LETTER_MS],
      ['C', TYPED_PAUSE_MS], // the next phrase, here one letter long: typed in full, so it pauses
      ['C', DELETE_LETTER_MS],
      ['', DELETE_LETTER_MS],
      ['A', TYPE_LETTER_MS], // back to the first phrase, typed a letter at a time
    ]);
    expect([TYPE_LETTER_MS, DELETE_LETTER_MS, TYPED_PAUSE_MS]).toEqual([150, 50, 1000]);
  });
});
