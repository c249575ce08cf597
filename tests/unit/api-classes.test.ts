import { describe, expect, it } from 'vitest';
import { readClassesAnswer, toClassCard, toClassCards, toClassItem } from '@/entities/class/classes';
import { readOk } from '../utils/read';

const specItem = {
  id: 'c1',
  title: 'Machine Learning A to Z',
  instructor: { name: 'Ananya Gupta', id: 't1' },
  rating: 4.4,
  level: 'Intermediate',
  type: 'Live + Recorded',
  category: 'ai-ml',
  description: 'Supervised learning.',
};

const deployedItem = {
  _id: '6650aa00bb11cc22dd33ee44',
  className: 'UI/UX Design',
  teacherName: 'Ishita Malhotra',
  teacherRating: 4.6,
  shortDescription: 'Design an app end to end.',
  originalPrice: 4000,
  discountedPrice: 2999,
  language: 'Hindi',
  relatedTopics: 'Figma, Wireframes ,Prototyping',
  category: 'Design & Editing',
  teacherId: { _id: '64a10000000000000000000d', name: 'Ishita M.' },
  __v: 0,
};

describe('classes adapter', () => {
  it('reads the spec shape: list under data, title, instructor.name, rating as whole stars, category slug', () => {
    const [card] = toClassCards(readOk(readClassesAnswer, { success: true, data: [specItem] }));
    expect(card).toEqual({
      id: 'c1',
      title: 'Machine Learning A to Z',
      instructor: { name: 'Ananya Gupta', id: 't1' },
      rating: 4.4,
      stars: 4,
      level: 'Intermediate',
      type: 'Live + Recorded',
      category: 'ai-ml',
      description: 'Supervised learning.',
      language: '',
      originalPrice: null,
      discountedPrice: null,
      topics: [],
    });
  });

  it('reads the deployed shape: classes list, className, teacherName, teacherRating, teacherId, shortDescription', () => {
    const [card] = toClassCards(
      readOk(readClassesAnswer, { success: true, count: 1, classes: [deployedItem] }),
    );
    expect(card).toMatchObject({
      id: '6650aa00bb11cc22dd33ee44',
      title: 'UI/UX Design',
      instructor: { name: 'Ishita Malhotra', id: '64a10000000000000000000d' },
      rating: 4.6,
      stars: 5,
      category: 'design-and-editing',
      description: 'Design an app end to end.',
      language: 'Hindi',
      originalPrice: 4000,
      discountedPrice: 2999,
      topics: ['Figma', 'Wireframes', 'Prototyping'],
    });
  });

  it('takes the instructor from a populated teacherId when teacherName is missing, and tolerates teacherId null', () => {
    expect(
      toClassCard({ _id: 'x', className: 'A', teacherId: { _id: 't9', name: 'Farhan Ali' } })?.instructor,
    ).toEqual({
      name: 'Farhan Ali',
      id: 't9',
    });
    expect(
      toClassCard({ _id: 'y', className: 'B', teacherName: 'Pooja', teacherId: null })?.instructor,
    ).toEqual({ name: 'Pooja', id: null });
    expect(toClassCard({ _id: 'z', className: 'C', teacherId: 't3' })?.instructor).toEqual({
      name: '',
      id: 't3',
    });
  });

  it('accepts a bare list', () => {
    expect(toClassCards(readOk(readClassesAnswer, [specItem])).map((c) => c.id)).toEqual(['c1']);
  });

  it('drops malformed items (no id, not an object) and repeated ids, keeping the rest', () => {
    const raw = readOk(readClassesAnswer, {
      data: [null, 'text', 42, { title: 'No id' }, specItem, { ...specItem, title: 'Again' }, deployedItem],
    });
    expect(toClassCards(raw).map((c) => c.title)).toEqual(['Machine Learning A to Z', 'UI/UX Design']);
  });

  it('survives odd field types: numeric text ratings, out-of-range ratings, a string instructor', () => {
    expect(toClassCard({ id: 1, title: 'T', rating: '3.6', instructor: 'Vikram Rao' })).toMatchObject({
      id: '1',
      rating: 3.6,
      stars: 4,
      instructor: { name: 'Vikram Rao', id: null },
    });
    expect(toClassCard({ id: 'r', rating: 9 })).toMatchObject({ rating: 5, stars: 5, title: '' });
    expect(toClassCard({ id: 'n', rating: 'great', level: 3 })).toMatchObject({
      rating: null,
      stars: 0,
      level: '3',
    });
  });

  it('refuses a body with no list at all', () => {
    expect(readClassesAnswer({ success: true })).toBeUndefined();
    expect(readClassesAnswer({ data: 'nope' })).toBeUndefined();
  });

  it('reads the deployed course fields a course page is built from', () => {
    const item = toClassItem({
      ...deployedItem,
      longDescription: 'Everything about designing apps.',
      whatYouWillLearn: ['Interview users', 'Prototype flows\nTest with users'],
      thisCourseIncludes: ['20 hours of video', 'Certificate'],
      courseIncludes: 'Certificate',
      teacherSpecialization: 'Product design',
      updatedAt: '2025-03-04T10:00:00.000Z',
    });
    expect(item?.details).toEqual({
      subtitle: 'Design an app end to end.',
      longDescription: 'Everything about designing apps.',
      learningPoints: ['Interview users', 'Prototype flows', 'Test with users'],
      includes: ['20 hours of video', 'Certificate'],
      teacherSpecialization: 'Product design',
      updatedAt: '2025-03-04T10:00:00.000Z',
    });
    // The card part is the same as toClassCard's.
    const { details: _details, ...card } = item!;
    expect(card).toEqual(toClassCard(deployedItem));
  });

  it('gives the spec shape empty course details (the description stands in for the long one)', () => {
    expect(toClassItem(specItem)?.details).toEqual({
      subtitle: '',
      longDescription: 'Supervised learning.',
      learningPoints: [],
      includes: [],
      teacherSpecialization: '',
      updatedAt: '',
    });
    expect(toClassItem({ title: 'no id' })).toBeNull();
    expect(toClassItem('nope')).toBeNull();
  });
});
