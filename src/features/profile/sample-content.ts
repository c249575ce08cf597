// The spec's dashboard sections are hard-coded sample data: the backend's profile has no such fields yet. The page
// labels them as examples, so nobody mistakes them for their own record.

export interface EducationEntry {
  degree: string;
  school: string;
  period: string;
}

export interface ExperienceEntry {
  title: string;
  company: string;
  period: string;
  summary: string;
}

export interface ProjectEntry {
  id: string;
  title: string;
  description: string;
  link: string;
  technologies: string[];
}

export interface OpenPosition {
  title: string;
  type: string;
  location: string;
  openings: number;
}

export const SAMPLE_EDUCATION: EducationEntry[] = [
  {
    degree: 'B.Tech, Computer Science and Engineering',
    school: 'National Institute of Technology',
    period: '2021 – 2025',
  },
  { degree: 'Senior Secondary (Science, PCM)', school: 'Kendriya Vidyalaya', period: '2019 – 2021' },
];

export const SAMPLE_EXPERIENCE: ExperienceEntry[] = [
  {
    title: 'Frontend Developer Intern',
    company: 'Nimbus Labs',
    period: 'May 2024 – Jul 2024',
    summary:
      'Built accessible React components for the customer dashboard and cut its bundle size by a third.',
  },
  {
    title: 'Open-source contributor',
    company: 'CodersHub community',
    period: '2023 – present',
    summary:
      'Fixes bugs and writes docs for community projects; reviews pull requests from new contributors.',
  },
];

export const SAMPLE_PROJECTS: ProjectEntry[] = [
  {
    id: 'sample-expense-tracker',
    title: 'Expense tracker',
    description:
      'A progressive web app that records daily expenses offline, syncs when the network returns, and draws monthly charts per category so that spending habits are easy to see.',
    link: '',
    technologies: ['React', 'IndexedDB', 'Chart.js'],
  },
  {
    id: 'sample-study-planner',
    title: 'Study planner',
    description:
      'Plans revision sessions around exam dates and sends reminders; built for a college hackathon.',
    link: '',
    technologies: ['Node.js', 'Express', 'MongoDB'],
  },
];

export const SAMPLE_OPEN_POSITIONS: OpenPosition[] = [
  { title: 'Frontend Developer (React)', type: 'Full-time', location: 'Bengaluru', openings: 2 },
  { title: 'Backend Developer (Node.js)', type: 'Full-time', location: 'Remote', openings: 1 },
  { title: 'Software Engineering Intern', type: 'Internship', location: 'Pune', openings: 4 },
];
