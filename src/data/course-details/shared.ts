/** What the category files of the built-in course details share: ids, feature lists, instructors. */

/** The classes of the demo API carry these ids, so each demo card opens its full course page. */
export const id = (n: number) => `64c1${n.toString(16).padStart(20, '0')}`;

export const live = (hours: number, projects: number) => [
  `${hours} hours of live classes with Q&A`,
  'Recordings of every session',
  `${projects} guided projects for your portfolio`,
  'Doubt support in the course chat group',
  'Certificate of completion',
];
export const recorded = (hours: number, projects: number) => [
  `${hours} hours of recorded lessons`,
  `${projects} hands-on projects`,
  'Downloadable notes and exercises',
  'Lifetime access on mobile and desktop',
  'Certificate of completion',
];

export const VIKRAM = {
  name: 'Vikram Rao',
  title: 'Senior Software Engineer',
  rating: 4.8,
  students: 12400,
  courses: 3,
};
export const KAVYA = {
  name: 'Kavya Menon',
  title: 'Mobile Engineering Lead',
  rating: 4.7,
  students: 8600,
  courses: 2,
};
export const FARHAN = {
  name: 'Farhan Ali',
  title: 'Application Security Consultant',
  rating: 4.8,
  students: 5300,
  courses: 2,
};
