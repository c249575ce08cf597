/**
 * The fixed list of tech terms the empty search state suggests from (four at random): what people on the
 * platform most often look for, each one likely to find something.
 */
export const SEARCH_TERMS: readonly string[] = [
  'React',
  'JavaScript',
  'TypeScript',
  'Python',
  'Node.js',
  'Java',
  'Flutter',
  'Kotlin',
  'DSA',
  'Machine Learning',
  'Data Science',
  'DevOps',
  'Ethical Hacking',
  'UI/UX Design',
  'Frontend Developer',
];
