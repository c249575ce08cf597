import { seedId } from '../ids';
import type { DemoDeployedProject, DemoProject } from '../types';

const DAY_MS = 24 * 3600 * 1000;
const REPO_BASE = 'https://github.com/codershub-community';

type Seed = Omit<DemoProject, 'id' | 'createdAt' | 'repoLink'> & { repo?: string; daysAgo: number };
type DeployedSeed = Omit<DemoDeployedProject, '_id' | 'createdAt' | 'updatedAt' | '__v'> & {
  daysAgo: number;
};

/**
 * Community projects in every category. Images are local illustrations (public/projects/). Some fields are
 * missing on purpose, so every fallback of the cards is part of the demo: no image ('No Image'), no title
 * ('Untitled'), no description ('No description available.'), no user ('Unknown') and no role ('Not Specified').
 */
const projects: Seed[] = [
  {
    title: 'DevConnect Job Board',
    category: 'web-development',
    description:
      'A job board for junior developers with saved searches, company pages and a recruiter dashboard, built by the community in twelve weeks.',
    image: '/projects/web.svg',
    userName: 'Rahul Mehta',
    userImage: '',
    userRole: 'Developer',
    repo: 'devconnect-job-board',
    liveLink: 'https://devconnect.example.com',
    techStack: ['React', 'Node.js', 'Express', 'MongoDB'],
    features: [
      'Saved searches with email alerts',
      'Company profile pages',
      'Recruiter dashboard with applicant tracking',
    ],
    daysAgo: 3,
  },
  {
    title: 'Open Source Portfolio Builder',
    category: 'web-development',
    description:
      'Generate a fast, accessible portfolio site from a single JSON file; themes for light and dark mode.',
    image: '/projects/web.svg',
    userName: 'Asha Verma',
    userImage: '',
    userRole: 'Student',
    repo: 'portfolio-builder',
    liveLink: '',
    techStack: ['TypeScript', 'Vite', 'Tailwind CSS'],
    features: ['One JSON file drives the whole site', 'Light and dark themes', 'Lighthouse score above 95'],
    daysAgo: 10,
  },
  {
    title: 'Campus Events Hub',
    category: 'web-development',
    description: 'One calendar for every club and society on campus, with RSVPs and reminders.',
    image: '',
    userName: 'Ishaan Reddy',
    userImage: '',
    userRole: 'Student',
    repo: 'campus-events-hub',
    liveLink: 'https://campus-events.example.com',
    techStack: ['Next.js', 'PostgreSQL', 'Prisma'],
    features: ['Club pages', 'RSVP with reminders', 'iCal export'],
    daysAgo: 17,
  },
  {
    title: 'StudyBuddy Mobile App',
    category: 'app-development',
    description:
      'Pomodoro timer, shared study rooms and streaks, for Android and iOS from one Flutter codebase.',
    image: '/projects/app.svg',
    userName: 'Kavya Menon',
    userImage: '',
    userRole: 'Teacher',
    repo: 'studybuddy-app',
    liveLink: '',
    techStack: ['Flutter', 'Dart', 'Firebase'],
    features: ['Shared study rooms', 'Daily streaks', 'Offline-first sync'],
    daysAgo: 5,
  },
  {
    title: 'Expense Splitter',
    category: 'app-development',
    description: 'Split bills with friends and settle up with UPI links; works offline and syncs later.',
    image: '/projects/app.svg',
    userName: 'Advait Mishra',
    userImage: '',
    userRole: 'Developer',
    repo: 'expense-splitter',
    liveLink: '',
    techStack: ['Kotlin', 'Jetpack Compose', 'Room'],
    features: ['Group ledgers', 'UPI payment links', 'Offline mode'],
    daysAgo: 24,
  },
  {
    title: 'Resume Screening Assistant',
    category: 'ai-ml',
    description:
      'Ranks resumes against a job description with sentence embeddings and explains each score, so recruiters can check the reasoning.',
    image: '/projects/ai.svg',
    userName: 'Ananya Gupta',
    userImage: '',
    userRole: 'Developer',
    repo: 'resume-screening-assistant',
    liveLink: 'https://resume-assistant.example.com',
    techStack: ['Python', 'PyTorch', 'FastAPI'],
    features: ['Embedding-based ranking', 'Explanations per score', 'Bias checks on protected attributes'],
    daysAgo: 2,
  },
  {
    title: 'Handwritten Digit Playground',
    category: 'ai-ml',
    description: 'Draw a digit in the browser and watch a small neural network classify it in real time.',
    image: '/projects/ai.svg',
    userName: 'Ira Mehra',
    userImage: '',
    userRole: 'Student',
    repo: 'digit-playground',
    liveLink: '',
    techStack: ['TensorFlow.js', 'Canvas API'],
    features: ['Runs fully in the browser', 'Layer-by-layer visualisation'],
    daysAgo: 31,
  },
  {
    title: 'City Air Quality Dashboard',
    category: 'data-science',
    description: 'Daily air quality for Indian cities from open data, with trends, forecasts and alerts.',
    image: '/projects/data.svg',
    userName: 'Neha Sharma',
    userImage: '',
    userRole: 'Student',
    repo: 'air-quality-dashboard',
    liveLink: 'https://aqi-dashboard.example.com',
    techStack: ['Python', 'Pandas', 'Plotly Dash'],
    features: ['Trend charts per city', 'Seven-day forecast', 'Threshold alerts'],
    daysAgo: 8,
  },
  {
    title: 'Password Strength Auditor',
    category: 'service-security',
    description: 'A CLI and browser extension that checks passwords against breach lists using k-anonymity.',
    image: '/projects/security.svg',
    userName: 'Farhan Ali',
    userImage: '',
    userRole: 'Teacher',
    repo: 'password-auditor',
    liveLink: '',
    techStack: ['Go', 'WebExtensions'],
    features: ['Never sends the full password hash', 'CLI and browser extension'],
    daysAgo: 14,
  },
  {
    title: 'Design Tokens Kit',
    category: 'design-and-editing',
    description: 'Figma styles exported as design tokens for CSS, Tailwind and Flutter, kept in sync by CI.',
    image: '/projects/design.svg',
    userName: 'Pari Choudhary',
    userImage: '',
    userRole: 'Student',
    repo: 'design-tokens-kit',
    liveLink: '',
    techStack: ['Figma API', 'Style Dictionary'],
    features: ['One source for colours and spacing', 'CSS, Tailwind and Flutter outputs'],
    daysAgo: 21,
  },
  {
    title: 'Algorithm Visualizer',
    category: 'dsa',
    description:
      'Step through sorting, graph and dynamic-programming algorithms with animated, narrated views.',
    image: '',
    userName: 'Vikram Rao',
    userImage: '',
    userRole: 'Teacher',
    repo: 'algorithm-visualizer',
    liveLink: 'https://algo-visualizer.example.com',
    techStack: ['React', 'D3.js'],
    features: ['Step-by-step playback', 'Complexity notes per algorithm', 'Keyboard controls'],
    daysAgo: 40,
  },
  {
    title: 'SEO Audit Bot',
    category: 'digital-marketing',
    description:
      'Crawls a small site and reports broken links, missing meta tags and slow pages in plain language.',
    image: '/projects/marketing.svg',
    userName: 'Dev Patel',
    userImage: '',
    userRole: 'Developer',
    repo: 'seo-audit-bot',
    liveLink: '',
    techStack: ['Node.js', 'Playwright'],
    features: ['Broken-link report', 'Meta tag checks', 'Page speed summary'],
    daysAgo: 55,
  },
  {
    // No title: the card reads 'Untitled'.
    category: 'basic-programming',
    description:
      'Sixty small exercises that take a beginner from variables and loops to functions and files, each with hints and tests.',
    image: '/projects/code.svg',
    userName: 'Meera Iyer',
    userRole: 'Student',
    repo: 'first-steps-exercises',
    techStack: ['Python', 'pytest'],
    features: ['Sixty graded exercises', 'Hints before solutions', 'Automatic tests for every exercise'],
    daysAgo: 12,
  },
  {
    // No description and no role: 'No description available.' and 'Not Specified'.
    title: 'Colour Palette Generator',
    category: 'design-and-editing',
    image: '/projects/design.svg',
    userName: 'Sana Khan',
    repo: 'palette-generator',
    liveLink: 'https://palettes.example.com',
    techStack: ['Svelte', 'Chroma.js'],
    features: ['Accessible contrast pairs', 'Export to CSS variables'],
    daysAgo: 27,
  },
  {
    // No picture, no user, no role, no links: the most sparse project a server might send.
    title: 'Newsletter Growth Tracker',
    category: 'digital-marketing',
    description: 'Tracks subscribers, opens and clicks across newsletter platforms in one weekly report.',
    daysAgo: 36,
  },
];

/**
 * Projects in the deployed backend's shape (api-contract.md): `_id`, `Images`, `contributors`, `tags`. The demo
 * list carries both shapes, so the adapter meets the deployed one in every demo, not only in unit tests.
 */
const deployedProjects: DeployedSeed[] = [
  {
    title: 'Python Basics Workbook',
    description:
      'Interactive notebooks that teach Python from scratch, with small projects at the end of every chapter and a forum for doubts.',
    Images: ['/projects/code.svg', '/projects/data.svg'],
    repoLink: `${REPO_BASE}/python-basics-workbook`,
    // Not an http(s) link: the detail page offers no 'Live Demo' button for it.
    liveLink: 'javascript:alert(document.domain)',
    contributors: ['Rohan Das', 'Meera Iyer'],
    techStack: ['Python', 'Jupyter'],
    tags: ['Basic Programming', 'Python'],
    daysAgo: 6,
  },
  {
    title: 'Graph Algorithms Notebook',
    description: 'Breadth-first search, Dijkstra and minimum spanning trees, each drawn step by step.',
    Images: [],
    contributors: [],
    techStack: ['Python', 'NetworkX'],
    tags: ['DSA'],
    daysAgo: 45,
  },
];

export function seedProjects(now: Date): (DemoProject | DemoDeployedProject)[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const spec = projects.map(({ repo, daysAgo, ...p }, i): DemoProject => ({
    id: seedId(i + 1, '64f0'),
    ...p,
    ...(repo ? { repoLink: `${REPO_BASE}/${repo}` } : {}),
    ...(p.techStack ? { techStack: [...p.techStack] } : {}),
    ...(p.features ? { features: [...p.features] } : {}),
    createdAt: at(daysAgo),
  }));
  const deployed = deployedProjects.map(({ daysAgo, ...p }, i): DemoDeployedProject => ({
    _id: seedId(projects.length + i + 1, '64f0'),
    ...p,
    Images: [...p.Images],
    contributors: [...p.contributors],
    techStack: [...p.techStack],
    tags: [...p.tags],
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
    __v: 0,
  }));
  return [...spec, ...deployed];
}
