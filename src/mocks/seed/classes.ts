import { seedId } from '../ids';
import type { DemoClass } from '../types';

// Seeded teachers (see accounts.ts: account i has id seedId(i + 1, '64a1')).
const VIKRAM = { name: 'Vikram Rao', id: seedId(4, '64a1') };
const KAVYA = { name: 'Kavya Menon', id: seedId(13, '64a1') };
const FARHAN = { name: 'Farhan Ali', id: seedId(14, '64a1') };

type Seed = Omit<DemoClass, 'id'>;

/** Two or three classes in every category slug of the spec, several taught by the seeded teachers. */
const classes: Seed[] = [
  // web-development
  {
    title: 'Full-Stack Web Development with React and Node',
    instructor: VIKRAM,
    rating: 5,
    level: 'Intermediate',
    type: 'Live + Recorded',
    category: 'web-development',
    description:
      'Build and deploy a complete web application: React on the front, Node and Express APIs on the back, MongoDB for data.',
  },
  {
    title: 'HTML, CSS and Responsive Layouts',
    instructor: { name: 'Ritika Joshi' },
    rating: 4,
    level: 'Beginner',
    type: 'Live',
    category: 'web-development',
    description:
      'Semantic HTML, modern CSS, flexbox and grid, and layouts that work from phones to wide screens.',
  },
  {
    title: 'TypeScript for JavaScript Developers',
    instructor: { name: 'Siddharth Bose' },
    rating: 4,
    level: 'Advanced',
    type: 'Recorded',
    category: 'web-development',
    description:
      'Types, generics and strict mode in real projects, and how to migrate an existing codebase step by step.',
  },
  // app-development
  {
    title: 'Flutter App Development Bootcamp',
    instructor: KAVYA,
    rating: 5,
    level: 'Beginner',
    type: 'Live + Recorded',
    category: 'app-development',
    description: 'Dart basics, widgets, state management and publishing a cross-platform mobile app.',
  },
  {
    title: 'Android with Kotlin',
    instructor: KAVYA,
    rating: 4,
    level: 'Intermediate',
    type: 'Live',
    category: 'app-development',
    description:
      'Jetpack Compose, coroutines and Room: a native Android app from first screen to Play Store.',
  },
  // basic-programming
  {
    title: 'Programming Fundamentals in Python',
    instructor: VIKRAM,
    rating: 5,
    level: 'Beginner',
    type: 'Live',
    category: 'basic-programming',
    description:
      'Variables, loops, functions and files: the first steps of programming, taught with small daily exercises.',
  },
  {
    title: 'C Programming from Scratch',
    instructor: { name: 'Anil Kumar' },
    rating: 3,
    level: 'Beginner',
    type: 'Recorded',
    category: 'basic-programming',
    description: 'Pointers, memory and the standard library, explained slowly with many worked examples.',
  },
  // dsa
  {
    title: 'Data Structures and Algorithms Masterclass',
    instructor: VIKRAM,
    rating: 5,
    level: 'Intermediate',
    type: 'Live + Recorded',
    category: 'dsa',
    description:
      'Arrays, trees, graphs and dynamic programming, with weekly contests and interview-style problems.',
  },
  {
    title: 'Competitive Programming Sprint',
    instructor: { name: 'Harsh Vardhan' },
    rating: 4,
    level: 'Advanced',
    type: 'Live',
    category: 'dsa',
    description: 'Timed practice on contest problems: greedy, segment trees, number theory and fast I/O.',
  },
  {
    title: 'DSA Interview Preparation in Java',
    instructor: { name: 'Pooja Reddy' },
    rating: 4,
    level: 'Intermediate',
    type: 'Recorded',
    category: 'dsa',
    description: 'The patterns behind common interview questions, solved in Java with complexity analysis.',
  },
  // service-security
  {
    title: 'Web Application Security Essentials',
    instructor: FARHAN,
    rating: 5,
    level: 'Intermediate',
    type: 'Live',
    category: 'service-security',
    description:
      'The OWASP Top 10 in practice: injection, broken authentication, XSS and how to defend against them.',
  },
  {
    title: 'Networking and Ethical Hacking Basics',
    instructor: FARHAN,
    rating: 4,
    level: 'Beginner',
    type: 'Live + Recorded',
    category: 'service-security',
    description: 'TCP/IP, ports and packets, reconnaissance tools and responsible disclosure.',
  },
  // data-science
  {
    title: 'Data Analysis with Pandas',
    instructor: { name: 'Meghna Das' },
    rating: 4,
    level: 'Beginner',
    type: 'Live',
    category: 'data-science',
    description:
      'Load, clean and explore real data sets; charts with Matplotlib; telling a story with numbers.',
  },
  {
    title: 'Statistics for Data Science',
    instructor: { name: 'Rajesh Iyer' },
    rating: 3,
    level: 'Intermediate',
    type: 'Recorded',
    category: 'data-science',
    description: 'Probability, distributions, hypothesis tests and regression, with Python notebooks.',
  },
  // ai-ml
  {
    title: 'Machine Learning A to Z',
    instructor: { name: 'Ananya Gupta' },
    rating: 5,
    level: 'Intermediate',
    type: 'Live + Recorded',
    category: 'ai-ml',
    description: 'Supervised and unsupervised learning with scikit-learn, model evaluation and deployment.',
  },
  {
    title: 'Deep Learning with PyTorch',
    instructor: { name: 'Nikhil Rao' },
    rating: 4,
    level: 'Advanced',
    type: 'Live',
    category: 'ai-ml',
    description:
      'Neural networks, CNNs and transformers built from first principles, trained on GPUs in the cloud.',
  },
  {
    title: 'Prompt Engineering and LLM Apps',
    instructor: { name: 'Tanvi Shah' },
    rating: 4,
    level: 'Beginner',
    type: 'Recorded',
    category: 'ai-ml',
    description: 'Design prompts, call language model APIs and build a small retrieval-augmented assistant.',
  },
  // design-and-editing
  {
    title: 'UI/UX Design with Figma',
    instructor: { name: 'Ishita Malhotra' },
    rating: 5,
    level: 'Beginner',
    type: 'Live',
    category: 'design-and-editing',
    description: 'User research, wireframes, components and prototypes: design an app end to end in Figma.',
  },
  {
    title: 'Video Editing for Creators',
    instructor: { name: 'Aditya Menon' },
    rating: 4,
    level: 'Beginner',
    type: 'Recorded',
    category: 'design-and-editing',
    description: 'Cuts, colour grading, sound and motion titles for short-form and long-form video.',
  },
  // digital-marketing
  {
    title: 'Digital Marketing Foundations',
    instructor: { name: 'Sneha Kapoor' },
    rating: 4,
    level: 'Beginner',
    type: 'Live',
    category: 'digital-marketing',
    description:
      'SEO, social media, email campaigns and analytics: plan and measure a campaign for a real product.',
  },
  {
    title: 'Growth Marketing for Tech Products',
    instructor: { name: 'Varun Khanna' },
    rating: 3,
    level: 'Intermediate',
    type: 'Live + Recorded',
    category: 'digital-marketing',
    description: 'Funnels, experiments and retention metrics for apps and developer tools.',
  },
];

export function seedClasses(): DemoClass[] {
  return classes.map((c, i) => ({ id: seedId(i + 1, '64c1'), ...c, instructor: { ...c.instructor } }));
}
