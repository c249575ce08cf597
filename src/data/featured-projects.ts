/**
 * The built-in featured projects (spec §3 "Featured project (sample)"): the landing page's carousel and the
 * projects page's featured intro show them, and their detail pages read them from here, never from the server.
 * Their ids start with 'featured-' so they can never collide with a server id (24 hex characters).
 */
export interface FeaturedProject {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  /** A local illustration under public/images/projects/ (640 × 360). */
  image: string;
  technologies: string[];
  features: string[];
  demoLink: string;
  githubLink: string;
  /** Not a spec field: the category slug its detail page URL carries (and the projects tab it belongs to). */
  category?: string;
  userName?: string;
  userRole?: string;
  userImage?: string;
}

export const FEATURED_ID_PREFIX = 'featured-';

export const FEATURED_PROJECTS: readonly FeaturedProject[] = [
  {
    id: 'featured-1',
    title: 'CodersHub Learning Portal',
    shortDescription: 'The open-source platform behind our live classes: schedules, recordings and progress.',
    description:
      'A learning portal built in the open by CodersHub members. Students join live classes, catch up on recordings, track their progress across a course and ask doubts in threads that mentors answer. Contributors work in small squads on real issues, with code review from senior developers.',
    image: '/images/projects/learning-portal.svg',
    technologies: ['React', 'TypeScript', 'Node.js', 'Express', 'MongoDB'],
    features: [
      'Live class schedule with reminders',
      'Recorded sessions with chapter markers',
      'Progress tracking per course',
      'Doubt threads answered by mentors',
    ],
    demoLink: 'https://learn.codershub.example.com',
    githubLink: 'https://github.com/codershub-community/learning-portal',
    category: 'web-development',
    userName: 'Rahul Mehta',
    userRole: 'Developer',
  },
  {
    id: 'featured-2',
    title: 'Campus Connect App',
    shortDescription: 'A mobile app that brings every club, event and study group on campus into one feed.',
    description:
      'Campus Connect helps students find what is happening on their campus: club announcements, events with RSVPs, study groups by subject and a marketplace for second-hand books. One React Native codebase ships to Android and iOS, with offline support for patchy campus Wi-Fi.',
    image: '/images/projects/campus-app.svg',
    technologies: ['React Native', 'Expo', 'Firebase', 'TypeScript'],
    features: [
      'One feed for clubs and events',
      'Study groups by subject',
      'Second-hand book marketplace',
      'Works offline and syncs later',
    ],
    demoLink: 'https://campus-connect.example.com',
    githubLink: 'https://github.com/codershub-community/campus-connect',
    category: 'app-development',
    userName: 'Kavya Menon',
    userRole: 'Teacher',
  },
  {
    id: 'featured-3',
    title: 'Smart Resume Reviewer',
    shortDescription: 'Feedback on a resume in seconds: missing skills, weak phrasing and formatting issues.',
    description:
      'Upload a resume and a job description, and the reviewer points out missing skills, vague bullet points and formatting problems, with a suggestion for each. It runs a small language model behind an API, and every score comes with the reasoning behind it so nobody has to trust a black box.',
    image: '/images/projects/resume-reviewer.svg',
    technologies: ['Python', 'FastAPI', 'spaCy', 'React'],
    features: [
      'Skill gap report against a job description',
      'Rewrites for weak bullet points',
      'Formatting checks for applicant tracking systems',
      'An explanation for every score',
    ],
    demoLink: 'https://resume-reviewer.example.com',
    githubLink: 'https://github.com/codershub-community/resume-reviewer',
    category: 'ai-ml',
    userName: 'Ananya Gupta',
    userRole: 'Developer',
  },
  {
    id: 'featured-4',
    title: 'Open Data Visualiser',
    shortDescription: 'Turn public datasets into charts and stories you can share, no code needed.',
    description:
      'Pick a public dataset (census figures, rainfall, school results), choose what to compare and the visualiser draws the chart, writes a plain-language summary and gives you a link to share. Contributors add new data sources and chart types; students use it for their first data-science projects.',
    image: '/images/projects/open-data.svg',
    technologies: ['Python', 'Pandas', 'D3.js', 'Svelte'],
    features: [
      'Dozens of public datasets ready to use',
      'Charts with plain-language summaries',
      'Shareable links and embeds',
    ],
    demoLink: 'https://open-data.example.com',
    githubLink: 'https://github.com/codershub-community/open-data-visualiser',
    category: 'data-science',
    userName: 'Neha Sharma',
    userRole: 'Student',
  },
  {
    id: 'featured-5',
    title: 'Secure Notes Vault',
    shortDescription: 'End-to-end encrypted notes that only you can read, on every device.',
    description:
      'Notes are encrypted in the browser before they leave it, so the server only ever stores ciphertext. The project is a hands-on way to learn applied cryptography, threat modelling and secure code review, with a public security policy and a bug bounty for contributors.',
    image: '/images/projects/notes-vault.svg',
    technologies: ['TypeScript', 'Web Crypto API', 'Go', 'PostgreSQL'],
    features: [
      'Encryption in the browser',
      'Sharing with per-note keys',
      'Audit log of every sign-in',
      'Public threat model',
    ],
    demoLink: 'https://notes-vault.example.com',
    githubLink: 'https://github.com/codershub-community/secure-notes-vault',
    category: 'service-security',
  },
];
