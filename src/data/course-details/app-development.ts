import type { CourseDetail } from './types';
import { id, live, KAVYA } from './shared';

export const appDevelopmentCourses: readonly CourseDetail[] = [
  {
    id: id(4),
    category: 'app-development',
    title: 'Flutter App Development Bootcamp',
    subtitle: 'One codebase, two app stores: ship your first cross-platform app.',
    description: 'Dart basics, widgets, state management and publishing a cross-platform mobile app.',
    topics: 'Dart, Flutter, Widgets, State Management, Firebase, Play Store',
    instructor: KAVYA,
    level: 'Beginner',
    type: 'Live + Recorded',
    rating: 4.5,
    price: 3499,
    actualPrice: 5999,
    lastUpdated: '2025-05-21',
    language: 'English',
    learningPoints: [
      'Write Dart with confidence',
      'Compose screens from Flutter widgets',
      'Manage state as an app grows',
      'Publish to the Play Store and the App Store',
    ],
    features: live(48, 3),
    ratings: {
      average: 4.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'fl-1',
          name: 'Arjun Singh',
          rating: 5,
          date: '2025-04-09',
          comment: 'My app is live on the Play Store. Thank you Kavya!',
        },
        {
          id: 'fl-2',
          name: 'Pallavi Joshi',
          rating: 4,
          date: '2025-03-15',
          comment: 'Loved the state management sessions.',
        },
      ],
    },
  },
  {
    id: id(5),
    category: 'app-development',
    title: 'Android with Kotlin',
    subtitle: 'Native Android the modern way, with Compose and coroutines.',
    description:
      'Jetpack Compose, coroutines and Room: a native Android app from first screen to Play Store.',
    topics: 'Kotlin, Jetpack Compose, Coroutines, Room, MVVM',
    instructor: KAVYA,
    level: 'Intermediate',
    type: 'Live',
    rating: 4.5,
    price: 2999,
    actualPrice: 4999,
    lastUpdated: '2025-03-08',
    language: 'English',
    learningPoints: [
      'Build UIs with Jetpack Compose',
      'Run background work with coroutines',
      'Store data offline with Room',
      'Structure an app with MVVM',
    ],
    features: live(40, 2),
    ratings: {
      average: 4.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'an-1',
          name: 'Manish Kumar',
          rating: 5,
          date: '2025-02-27',
          comment: 'Compose is so much nicer than XML layouts.',
        },
        {
          id: 'an-2',
          name: 'Divya Pillai',
          rating: 4,
          date: '2025-02-10',
          comment: 'Good pace, good projects.',
        },
      ],
    },
  },
];
