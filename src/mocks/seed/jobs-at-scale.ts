import { seedId } from '../ids';
import type { DemoJob } from '../types';
import { DAY_MS, companies, endOfDayIn, type Company } from './jobs';

/**
 * A large jobs board on demand (the demo's `?demoJobs=N`): N plausible postings, the same N for the same count and
 * moment, made from small pools so that 10,000 take a few milliseconds and share their strings.
 */

/** Generated ids start with this, so the demo DB can store the recipe instead of thousands of jobs. */
export const GENERATED_JOB_ID_PREFIX = '64d0';
/** The most the flag will make: twice the size the board is measured at. */
export const MAX_GENERATED_JOBS = 20_000;
/** Postings spread over this many days before the moment of seeding. */
const SPREAD_DAYS = 365;

interface Role {
  title: string;
  skills: string[];
  keywords: string[];
  qualification: string;
  duty: string;
}

const roles: Role[] = [
  {
    title: 'Frontend Developer',
    skills: ['React', 'TypeScript', 'CSS', 'Testing Library', 'Vite'],
    keywords: ['frontend', 'react', 'web'],
    qualification: 'Strong JavaScript fundamentals',
    duty: 'build the screens our customers use every day',
  },
  {
    title: 'Backend Engineer',
    skills: ['Node.js', 'Express', 'MongoDB', 'Redis', 'Kafka'],
    keywords: ['backend', 'api'],
    qualification: 'Experience building HTTP APIs',
    duty: 'design and run the APIs behind our product',
  },
  {
    title: 'Full Stack Developer',
    skills: ['React', 'Node.js', 'PostgreSQL', 'Docker', 'GraphQL'],
    keywords: ['fullstack', 'mern', 'web'],
    qualification: 'Shipped a web app end to end',
    duty: 'ship features from the database to the browser',
  },
  {
    title: 'Android Developer',
    skills: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Room'],
    keywords: ['android', 'mobile'],
    qualification: 'An app on the Play Store',
    duty: 'build and polish our Android app',
  },
  {
    title: 'iOS Developer',
    skills: ['Swift', 'SwiftUI', 'Combine', 'Xcode'],
    keywords: ['ios', 'mobile'],
    qualification: 'An app on the App Store',
    duty: 'build and polish our iOS app',
  },
  {
    title: 'Flutter Developer',
    skills: ['Flutter', 'Dart', 'Firebase', 'REST'],
    keywords: ['flutter', 'mobile', 'cross-platform'],
    qualification: 'Flutter apps in production',
    duty: 'own our cross-platform mobile app',
  },
  {
    title: 'Data Analyst',
    skills: ['SQL', 'Python', 'Pandas', 'Power BI', 'Excel'],
    keywords: ['data', 'analytics', 'sql'],
    qualification: 'Degree in statistics, maths or CS',
    duty: 'answer business questions with clear charts',
  },
  {
    title: 'Data Engineer',
    skills: ['Python', 'Spark', 'Airflow', 'SQL', 'dbt'],
    keywords: ['data', 'pipelines', 'etl'],
    qualification: 'Built batch or streaming pipelines',
    duty: 'build the pipelines our analysts rely on',
  },
  {
    title: 'Machine Learning Engineer',
    skills: ['Python', 'PyTorch', 'scikit-learn', 'MLOps'],
    keywords: ['ml', 'ai', 'python'],
    qualification: 'Models deployed to production',
    duty: 'train, ship and monitor our models',
  },
  {
    title: 'DevOps Engineer',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux'],
    keywords: ['devops', 'cloud', 'kubernetes'],
    qualification: 'Ran production infrastructure',
    duty: 'keep our platform fast, safe and cheap',
  },
  {
    title: 'Site Reliability Engineer',
    skills: ['Kubernetes', 'Prometheus', 'Go', 'Linux'],
    keywords: ['sre', 'reliability', 'on-call'],
    qualification: 'On-call experience',
    duty: 'make our services reliable and observable',
  },
  {
    title: 'QA Automation Engineer',
    skills: ['Playwright', 'Selenium', 'Java', 'API testing'],
    keywords: ['qa', 'testing', 'automation'],
    qualification: 'Wrote automated test suites',
    duty: 'automate the tests that guard every release',
  },
  {
    title: 'Security Analyst',
    skills: ['SIEM', 'Incident response', 'Networking', 'Linux'],
    keywords: ['security', 'soc'],
    qualification: 'CEH, OSCP or equivalent',
    duty: 'watch, investigate and respond to threats',
  },
  {
    title: 'Product Designer',
    skills: ['Figma', 'Design systems', 'Prototyping', 'User research'],
    keywords: ['design', 'ux', 'ui'],
    qualification: 'Portfolio of shipped products',
    duty: 'design flows people enjoy using',
  },
  {
    title: 'UI/UX Design Intern',
    skills: ['Figma', 'Wireframing', 'HTML', 'CSS'],
    keywords: ['internship', 'design'],
    qualification: 'A small portfolio or case study',
    duty: 'wireframe and test real features with a mentor',
  },
  {
    title: 'Software Engineering Intern',
    skills: ['JavaScript', 'Git', 'SQL', 'Python'],
    keywords: ['internship', 'fresher'],
    qualification: 'Students in their final year',
    duty: 'build small, real features beside a mentor',
  },
  {
    title: 'Graduate Software Engineer',
    skills: ['Java', 'Spring Boot', 'SQL'],
    keywords: ['graduate', 'java', 'fresher'],
    qualification: 'B.E./B.Tech/MCA, recent batch',
    duty: 'rotate through product teams and ship from week two',
  },
  {
    title: 'Junior Python Developer',
    skills: ['Python', 'Django', 'PostgreSQL', 'REST'],
    keywords: ['python', 'backend', 'junior'],
    qualification: 'Python projects on GitHub',
    duty: 'grow into our backend team',
  },
  {
    title: 'Technical Content Writer',
    skills: ['Technical writing', 'Markdown', 'SEO', 'JavaScript'],
    keywords: ['writing', 'content', 'docs'],
    qualification: 'Published technical articles',
    duty: 'write the guides developers read',
  },
  {
    title: 'Engineering Manager',
    skills: ['People management', 'System design', 'Hiring', 'Agile'],
    keywords: ['management', 'leadership'],
    qualification: 'Led a team of five or more',
    duty: 'lead a team that ships and grows',
  },
  {
    title: 'Cloud Architect',
    skills: ['AWS', 'Azure', 'Networking', 'Security'],
    keywords: ['cloud', 'architecture'],
    qualification: 'Cloud certifications',
    duty: 'design how our systems run in the cloud',
  },
  {
    title: 'Go Developer',
    skills: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes'],
    keywords: ['golang', 'backend', 'microservices'],
    qualification: 'Go services in production',
    duty: 'write the fast services at our core',
  },
];

const places = [
  'Bengaluru',
  'Pune',
  'Hyderabad',
  'Mumbai',
  'Chennai',
  'Gurugram',
  'Noida',
  'Kochi',
  'Ahmedabad',
  'Kolkata',
  'Jaipur',
  'Indore',
  'Coimbatore',
  'Chandigarh',
  'Remote',
];

// Weighted like a real board: mostly full-time roles. Internships are the intern roles' own type.
const types = [
  'Full-time',
  'Full-time',
  'Full-time',
  'Full-time',
  'Full-time',
  'Full-time',
  'Remote',
  'Remote',
  'Hybrid',
  'Hybrid',
  'Part-time',
  'Contract',
  'On-site',
];

const companyList: Company[] = Object.values(companies);
const modes = ['Work from office', 'Hybrid (3 days in office)', 'Remote', ''];

/** A small, fast, seeded generator (mulberry32): the same seed gives the same board. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` jobs, oldest first (as the backend lists them), all dated relative to `now`. */
export function generateJobs(count: number, now: Date): DemoJob[] {
  const n = Math.max(0, Math.min(MAX_GENERATED_JOBS, Math.floor(count)));
  const rnd = random(n * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const jobs: DemoJob[] = new Array<DemoJob>(n);
  // Deadlines fall on a few hundred distinct days: each day's end is worked out once (local-time maths is slow).
  const days = new Map<number, string>();
  const endOfDay = (offset: number) => {
    let iso = days.get(offset);
    if (iso === undefined) {
      iso = endOfDayIn(now, offset);
      days.set(offset, iso);
    }
    return iso;
  };
  for (let i = 0; i < n; i += 1) {
    const role = pick(roles);
    const company = pick(companyList);
    const type = role.title.includes('Intern') ? 'Internship' : pick(types);
    const junior = type === 'Internship' || role.keywords.includes('fresher');
    // Leads start at five years; other roles at one.
    const lead = /Manager|Architect/.test(role.title);
    const experience = junior ? 0 : (lead ? 5 : 1) + Math.floor(rnd() * 8);
    // Oldest first, evenly spread with a little jitter.
    const postedDaysAgo = SPREAD_DAYS * (1 - (i + rnd() * 0.5) / Math.max(n, 1));
    const created = new Date(now.getTime() - postedDaysAgo * DAY_MS).toISOString();
    const deadlineInDays = Math.round(30 + rnd() * 60 - postedDaysAgo);
    const skillCount = 3 + Math.floor(rnd() * (role.skills.length - 2));
    const mode = type === 'Remote' ? 'Remote' : pick(modes);
    jobs[i] = {
      _id: seedId(i + 1, GENERATED_JOB_ID_PREFIX),
      jobTitle: role.title,
      jobType: type,
      jobDescription: `At ${company.companyName} you will ${role.duty}. You will work with a small, friendly team, review code with care and learn something new every sprint.`,
      jobDeadline: endOfDay(deadlineInDays),
      recruitmentPeriod: endOfDay(deadlineInDays + 14),
      recruitmentQuota: 1 + Math.floor(rnd() * 5),
      salaryPerMonth: junior
        ? 15_000 + Math.floor(rnd() * 25) * 1_000
        : 30_000 + experience * 12_000 + Math.floor(rnd() * 40) * 1_000,
      experienceInYears: experience,
      location: type === 'Remote' ? 'Remote' : pick(places),
      skills: role.skills.slice(0, skillCount),
      userQualification: [role.qualification],
      keywords: role.keywords,
      ...company,
      applyLink: `${company.companySite.startsWith('http') ? company.companySite : `https://${company.companySite}`}/careers/${i + 1}`,
      ...(mode ? { mode } : {}),
      createdAt: created,
      updatedAt: created,
      __v: 0,
    };
  }
  return jobs;
}

export function isGeneratedJob(job: Pick<DemoJob, '_id'>): boolean {
  return job._id.startsWith(GENERATED_JOB_ID_PREFIX);
}

/**
 * The count a `?demoJobs=` value asks for: a whole number from 0 to the maximum (larger is capped), else null
 * (the flag is ignored).
 */
export function parseDemoJobs(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Math.min(Number(value.trim()), MAX_GENERATED_JOBS);
}
