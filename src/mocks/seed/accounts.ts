import { seedId } from '../ids';
import { hashPassword, seedSalt } from '../password-hash';
import type { DemoAccount } from '../types';

/** The password of every seeded account (documented in the README). */
export const DEMO_PASSWORD = 'Password123';

/** One account per role, documented in the README; tests log in as these. */
export const DEMO_ACCOUNTS = {
  student: 'student@codershub.dev',
  developer: 'developer@codershub.dev',
  recruiter: 'recruiter@codershub.dev',
  teacher: 'teacher@codershub.dev',
  admin: 'admin@codershub.dev',
  superadmin: 'superadmin@codershub.dev',
} as const;

type Seed = Pick<DemoAccount, 'role' | 'name' | 'email'> & Partial<DemoAccount>;

const people: Seed[] = [
  {
    role: 'student',
    name: 'Asha Verma',
    email: DEMO_ACCOUNTS.student,
    phoneNumber: '9876500001',
    bio: 'Second-year computer science student who loves building small web tools, teaching friends JavaScript and contributing to open source on weekends. Currently learning React, TypeScript and the basics of system design.',
    skills: ['HTML', 'CSS', 'JavaScript', 'React'],
  },
  {
    role: 'developer',
    name: 'Rahul Mehta',
    email: DEMO_ACCOUNTS.developer,
    phoneNumber: '9876500002',
    bio: 'Full-stack developer building APIs in Node and interfaces in React. Mentor for the web development track.',
    skills: ['Node.js', 'React', 'MongoDB', 'TypeScript'],
    extra: {
      fieldOfInterest: 'Web Development',
      linkedin: '',
      github: 'https://github.com/rahul-dev',
    },
  },
  {
    role: 'recruiter',
    name: 'Priya Nair',
    email: DEMO_ACCOUNTS.recruiter,
    phoneNumber: '9876500003',
    bio: 'Talent partner at Nimbus Labs, hiring engineers who like shipping.',
    extra: {
      position: 'Talent Partner',
      companyWebsite: 'https://nimbuslabs.example.com',
      linkedin: '',
    },
  },
  {
    role: 'teacher',
    name: 'Vikram Rao',
    email: DEMO_ACCOUNTS.teacher,
    phoneNumber: '9876500004',
    bio: 'Teaches data structures, algorithms and web development; ten years in industry before teaching.',
    skills: ['DSA', 'JavaScript', 'Python'],
  },
  {
    role: 'admin',
    name: 'Meera Iyer',
    email: DEMO_ACCOUNTS.admin,
    phoneNumber: '9876500005',
    bio: 'Keeps the platform running.',
  },
  // Not an account: the backend's superadmin is its settings (address and password), signed in at its own route.
  {
    role: 'superadmin',
    name: 'Arjun Kapoor',
    email: DEMO_ACCOUNTS.superadmin,
    phoneNumber: '9876500006',
    bio: 'Founder. Manages staff and the platform.',
  },
  {
    role: 'student',
    name: 'Neha Sharma',
    email: 'neha.sharma@example.com',
    bio: 'Learning Python and data science.',
    skills: ['Python', 'Pandas'],
  },
  {
    role: 'student',
    name: 'Karan Singh',
    email: 'karan.singh@example.com',
    bio: 'Android enthusiast.',
    skills: ['Kotlin'],
  },
  {
    role: 'student',
    name: 'Sara Khan',
    email: 'sara.khan@example.com',
    bio: '',
    skills: ['Figma', 'UI design'],
    active: false,
  },
  {
    role: 'developer',
    name: 'Dev Patel',
    email: 'dev.patel@example.com',
    bio: 'Backend engineer, Go and Postgres.',
    skills: ['Go', 'PostgreSQL'],
  },
  {
    role: 'developer',
    name: 'Ananya Gupta',
    email: 'ananya.gupta@example.com',
    bio: 'Machine learning engineer.',
    skills: ['Python', 'PyTorch'],
  },
  {
    role: 'recruiter',
    name: 'Rohan Das',
    email: 'rohan.das@example.com',
    bio: 'Hiring for fintech teams in Bengaluru.',
  },
  {
    role: 'teacher',
    name: 'Kavya Menon',
    email: 'kavya.menon@example.com',
    bio: 'App development and Flutter.',
    skills: ['Flutter', 'Dart'],
  },
  {
    role: 'teacher',
    name: 'Farhan Ali',
    email: 'farhan.ali@example.com',
    bio: 'Security and networks.',
    skills: ['Security'],
  },
];

export function seedAccounts(now: Date): DemoAccount[] {
  return people.map((p, i) => {
    const created = new Date(now.getTime() - (400 - i * 20) * 24 * 3600 * 1000).toISOString();
    return {
      _id: seedId(i + 1, '64a1'),
      username: p.email.split('@')[0]!.toLowerCase(),
      // Kept as the backend keeps it, hashed; the superadmin's is a setting of the server, compared as it is.
      password: p.role === 'superadmin' ? DEMO_PASSWORD : hashPassword(DEMO_PASSWORD, seedSalt(p.email)),
      phoneNumber: p.phoneNumber ?? `98765${String(10000 + i).slice(-5)}`,
      profilePicture: '',
      bio: '',
      skills: [],
      active: true,
      extra: {},
      followers: (i * 37) % 120,
      following: (i * 13) % 60,
      posts: (i * 7) % 25,
      createdAt: created,
      updatedAt: created,
      ...p,
    };
  });
}
