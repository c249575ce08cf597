import type { CourseDetail } from './types';
import { id, live, recorded, VIKRAM } from './shared';

export const basicProgrammingCourses: readonly CourseDetail[] = [
  {
    id: id(6),
    category: 'basic-programming',
    title: 'Programming Fundamentals in Python',
    subtitle: 'Your first programming language, learnt by writing code every day.',
    description:
      'Variables, loops, functions and files: the first steps of programming, taught with small daily exercises.',
    topics: 'Python, Variables, Loops, Functions, Files, Debugging',
    instructor: VIKRAM,
    level: 'Beginner',
    type: 'Live',
    rating: 5,
    price: 1999,
    actualPrice: 3999,
    lastUpdated: '2025-06-01',
    language: 'Hindi',
    learningPoints: [
      'Think through a problem before writing code',
      'Use variables, conditions and loops',
      'Split programs into functions',
      'Read and write files',
      'Find and fix bugs with a debugger',
    ],
    features: live(36, 5),
    ratings: {
      average: 5,
      totalReviews: 2,
      reviews: [
        {
          id: 'py-1',
          name: 'Sanjay Gupta',
          rating: 5,
          date: '2025-05-19',
          comment: 'I had never coded before. Now I write small scripts for work.',
        },
        {
          id: 'py-2',
          name: 'Farah Khan',
          rating: 5,
          date: '2025-05-03',
          comment: 'The daily exercises kept me going.',
        },
      ],
    },
  },
  {
    id: id(7),
    category: 'basic-programming',
    title: 'C Programming from Scratch',
    subtitle: 'Understand what the computer really does with your code.',
    description: 'Pointers, memory and the standard library, explained slowly with many worked examples.',
    topics: 'C, Pointers, Memory, Arrays, Structs, Standard Library',
    instructor: { name: 'Anil Kumar', title: 'Systems Programmer', rating: 4.3, students: 3100, courses: 1 },
    level: 'Beginner',
    type: 'Recorded',
    rating: 3.5,
    price: 999,
    actualPrice: 1999,
    lastUpdated: '2024-11-12',
    language: 'English',
    learningPoints: [
      'Compile and run C programs',
      'Work with pointers and arrays',
      'Manage memory by hand without leaks',
      'Use the standard library',
    ],
    features: recorded(20, 3),
    ratings: {
      average: 3.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'c-1',
          name: 'Tarun Mehta',
          rating: 4,
          date: '2024-12-22',
          comment: 'Pointers explained the way I needed.',
        },
        {
          id: 'c-2',
          name: 'Ritu Agarwal',
          rating: 3,
          date: '2024-12-02',
          comment: 'Solid content, audio could be better.',
        },
      ],
    },
  },
];
