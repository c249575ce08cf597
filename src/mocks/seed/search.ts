import { seedId } from '../ids';

/**
 * Search-only records for the two roles the deployed backend returns that no other demo collection
 * holds: 'Career' (career tracks) and 'Classes' (live batches, the deployed name for classes).
 * Read-only, so they live here rather than in the persistent database.
 */
export interface DemoSearchEntry {
  id: string;
  role: 'Career' | 'Classes';
  title: string;
  position?: string;
  description: string;
}

const entries: Omit<DemoSearchEntry, 'id'>[] = [
  {
    role: 'Career',
    title: 'Frontend Developer career track',
    position: 'Frontend Developer',
    description: 'HTML, CSS, JavaScript and React, portfolio reviews and mock interviews for frontend roles.',
  },
  {
    role: 'Career',
    title: 'Backend Developer career track',
    position: 'Backend Developer',
    description: 'APIs, databases, caching and system design basics for backend roles.',
  },
  {
    role: 'Career',
    title: 'Data Analyst career track',
    position: 'Data Analyst',
    description: 'SQL, spreadsheets, Python and dashboards: the skills hiring managers ask analysts for.',
  },
  {
    role: 'Classes',
    title: 'Weekend DSA live batch',
    description: 'Saturday and Sunday live problem-solving sessions on data structures and algorithms.',
  },
  {
    role: 'Classes',
    title: 'Evening web development live batch',
    description: 'Weekday evening live classes on React and Node for working professionals.',
  },
];

export const searchEntries: readonly DemoSearchEntry[] = entries.map((e, i) => ({
  id: seedId(i + 1, '64f1'),
  ...e,
}));
