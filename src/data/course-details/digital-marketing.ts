import type { CourseDetail } from './types';
import { id, live } from './shared';

export const digitalMarketingCourses: readonly CourseDetail[] = [
  {
    id: id(20),
    category: 'digital-marketing',
    title: 'Digital Marketing Foundations',
    subtitle: 'Plan, run and measure campaigns that bring real users.',
    description:
      'SEO, social media, email campaigns and analytics: plan and measure a campaign for a real product.',
    topics: 'SEO, Social Media, Email Marketing, Google Analytics, Content Strategy',
    instructor: { name: 'Sneha Kapoor', title: 'Marketing Manager', rating: 4.5, students: 5200, courses: 1 },
    level: 'Beginner',
    type: 'Live',
    rating: 4.5,
    price: 1999,
    actualPrice: 3499,
    lastUpdated: '2025-04-15',
    language: 'English',
    learningPoints: [
      'Research keywords and optimise pages for search',
      'Plan a social media calendar',
      'Write email campaigns that get opened',
      'Measure results with analytics',
    ],
    features: live(28, 2),
    ratings: {
      average: 4.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'dm-1',
          name: 'Pooja Bansal',
          rating: 5,
          date: '2025-03-31',
          comment: 'Doubled the traffic of my small business site.',
        },
        {
          id: 'dm-2',
          name: 'Anuj Tiwari',
          rating: 4,
          date: '2025-03-12',
          comment: 'Very practical assignments.',
        },
      ],
    },
  },
];
