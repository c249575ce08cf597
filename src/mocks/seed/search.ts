import { seedId } from '../ids';

/**
 * Search-only records for the one role the deployed backend returns that no other demo collection holds:
 * 'Career' (career tracks). Read-only, so they live here rather than in the persistent database. ('Classes',
 * the deployed name for classes, is answered from the classes themselves: a result must open a page that
 * exists.)
 */
export interface DemoSearchEntry {
  id: string;
  role: 'Career';
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
];

export const searchEntries: readonly DemoSearchEntry[] = entries.map((e, i) => ({
  id: seedId(i + 1, '64f1'),
  ...e,
}));
