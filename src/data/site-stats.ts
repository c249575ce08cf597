/** One headline figure of the platform (second spec document, §9 "Stats"). */
export interface SiteStat {
  label: string;
  value: number;
  /** '+' when the figure is a floor ("1000+ job listings"); the students figure has none. */
  suffix: '' | '+';
}

export const SITE_STATS: readonly SiteStat[] = [
  { label: 'Job listings', value: 1000, suffix: '+' },
  { label: 'Companies hiring', value: 500, suffix: '+' },
  { label: 'Internships', value: 400, suffix: '+' },
  { label: 'Students', value: 22_000, suffix: '' },
];
