import type { CourseDetail } from './types';
import { id, live, recorded } from './shared';

export const dataScienceCourses: readonly CourseDetail[] = [
  {
    id: id(13),
    category: 'data-science',
    title: 'Data Analysis with Pandas',
    subtitle: 'Turn messy spreadsheets into clear answers.',
    description:
      'Load, clean and explore real data sets; charts with Matplotlib; telling a story with numbers.',
    topics: 'Python, Pandas, NumPy, Matplotlib, Data Cleaning, Visualisation',
    instructor: { name: 'Meghna Das', title: 'Data Analyst', rating: 4.6, students: 7300, courses: 2 },
    level: 'Beginner',
    type: 'Live',
    rating: 4.5,
    price: 2299,
    actualPrice: 3999,
    lastUpdated: '2025-04-25',
    language: 'English',
    learningPoints: [
      'Load data from CSV, Excel and APIs',
      'Clean and reshape data with Pandas',
      'Summarise and group data',
      'Present findings with clear charts',
    ],
    features: live(32, 4),
    ratings: {
      average: 4.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'pd-1',
          name: 'Vikas Yadav',
          rating: 5,
          date: '2025-04-02',
          comment: 'Automated half of my Excel work.',
        },
        {
          id: 'pd-2',
          name: 'Shreya Ghosh',
          rating: 4,
          date: '2025-03-18',
          comment: 'Practical and well paced.',
        },
      ],
    },
  },
  {
    id: id(14),
    category: 'data-science',
    title: 'Statistics for Data Science',
    subtitle: 'The maths behind the models, without the fear.',
    description: 'Probability, distributions, hypothesis tests and regression, with Python notebooks.',
    topics: 'Probability, Distributions, Hypothesis Testing, Regression, Python',
    instructor: { name: 'Rajesh Iyer', title: 'Statistician', rating: 4.2, students: 2900, courses: 1 },
    level: 'Intermediate',
    type: 'Recorded',
    rating: 3.5,
    price: 1299,
    actualPrice: 2499,
    lastUpdated: '2024-10-09',
    language: 'English',
    learningPoints: [
      'Reason about probability and distributions',
      'Run and interpret hypothesis tests',
      'Fit and judge regression models',
      'Avoid common statistical traps',
    ],
    features: recorded(22, 3),
    ratings: {
      average: 3.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'st-1',
          name: 'Amit Kulkarni',
          rating: 4,
          date: '2024-11-20',
          comment: 'Finally understood p-values.',
        },
        {
          id: 'st-2',
          name: 'Zoya Sheikh',
          rating: 3,
          date: '2024-11-02',
          comment: 'Good content, could use more exercises.',
        },
      ],
    },
  },
];
