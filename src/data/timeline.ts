/**
 * The about page's "Our Story" (second spec document, §3 "Timeline entry" and §9: six entries, founded 2018).
 *
 * SAMPLE DATA: the milestones are written for this build to fill the spec's years; replace them with the
 * real history before launch. The page says so to visitors.
 */
export const FOUNDED_YEAR = 2018;

export interface TimelineEntry {
  year: number;
  tagline?: string;
  title: string;
  description: string;
  /** A same-origin path; illustration 320 × 200. */
  image: string;
  /** Which side of the line the entry sits on wide screens. */
  side: 'left' | 'right';
}

export const TIMELINE_IMAGE_SIZE = { width: 320, height: 200 } as const;

export const TIMELINE: readonly TimelineEntry[] = [
  {
    year: FOUNDED_YEAR,
    tagline: 'Where it began',
    title: 'CodersHub is founded',
    description:
      'A small Instagram page sharing a coding tip a day turns into a circle of learners who answer each other’s questions.',
    image: `/images/about/timeline-${FOUNDED_YEAR}.svg`,
    side: 'left',
  },
  {
    year: 2021,
    tagline: 'Going live',
    title: 'The first live classes',
    description:
      'Weekend classes in web development start, taught live by working developers, with questions answered on the spot.',
    image: '/images/about/timeline-2021.svg',
    side: 'right',
  },
  {
    year: 2022,
    tagline: 'Learning by building',
    title: 'Real-world projects',
    description:
      'Learners start contributing to open projects, and a contributor leaderboard puts their work in front of others.',
    image: '/images/about/timeline-2022.svg',
    side: 'left',
  },
  {
    year: 2023,
    title: 'The careers board opens',
    description:
      'Recruiters begin posting jobs and internships for the community, so skills shown in projects lead to offers.',
    image: '/images/about/timeline-2023.svg',
    side: 'right',
  },
  {
    year: 2024,
    tagline: 'Growing together',
    title: 'A community of 20,000 coders',
    description:
      'The Instagram community passes 20,000 followers, and study circles for data structures and design begin.',
    image: '/images/about/timeline-2024.svg',
    side: 'left',
  },
  {
    year: 2025,
    tagline: 'One platform',
    title: 'Classes, projects, jobs and a store in one place',
    description:
      'Everything a learner needs, from the first class to the first job, comes together on one platform.',
    image: '/images/about/timeline-2025.svg',
    side: 'right',
  },
];
