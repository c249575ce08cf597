import { seedId } from '../ids';
import type { DemoJob } from '../types';
import { companies, type Company } from './companies';

export const DAY_MS = 24 * 3600 * 1000;

interface SeedJob {
  company: Company;
  jobTitle: string;
  jobType: string;
  location: string;
  salaryPerMonth: number;
  experienceInYears: number;
  recruitmentQuota: number;
  skills: string[];
  keywords: string[];
  userQualification: string[];
  jobDescription: string;
  /** When it was posted, in days before now (fractions allowed). */
  postedDaysAgo: number;
  /** Deadline in days from now; negative means it has passed. */
  deadlineInDays: number;
  applyLink?: string;
  mode?: string;
  style?: string;
}

// Oldest first, as the backend returns them.
const jobs: SeedJob[] = [
  {
    company: { ...companies.pixelcraft, companyLogo: '' },
    jobTitle: 'Product Designer',
    jobType: 'Hybrid',
    location: 'Mumbai',
    salaryPerMonth: 95000,
    experienceInYears: 3,
    recruitmentQuota: 1,
    skills: ['Figma', 'Design systems', 'Prototyping', 'User research'],
    keywords: ['design', 'ux', 'ui'],
    userQualification: ['Portfolio of shipped products', 'Any degree'],
    jobDescription:
      'Own the end-to-end design of two client apps, from discovery interviews to polished hand-off. You will run usability tests every sprint and keep our design system healthy.',
    postedDaysAgo: 45,
    deadlineInDays: -10,
    mode: 'Hybrid (3 days in office)',
    style: 'Flexible hours',
  },
  {
    company: companies.nimbus,
    jobTitle: 'Frontend Developer (React)',
    jobType: 'Full-time',
    location: 'Bengaluru',
    salaryPerMonth: 85000,
    experienceInYears: 2,
    recruitmentQuota: 2,
    skills: ['React', 'TypeScript', 'CSS', 'Testing Library'],
    keywords: ['frontend', 'react', 'web'],
    userQualification: ['B.E./B.Tech in CS or equivalent', 'Strong JavaScript fundamentals'],
    jobDescription:
      'Build the dashboard our customers use every day: deployment timelines, logs and team settings. You will work closely with design, write tests for what you ship, and review code with care.',
    postedDaysAgo: 40,
    deadlineInDays: 20,
    mode: 'Work from office',
    style: 'Day shift',
  },
  {
    company: companies.byteforge,
    jobTitle: 'Backend Engineer (Node.js)',
    jobType: 'Full-time',
    location: 'Pune',
    salaryPerMonth: 120000,
    experienceInYears: 3,
    recruitmentQuota: 2,
    skills: ['Node.js', 'Express', 'MongoDB', 'Redis'],
    keywords: ['backend', 'api', 'payments'],
    userQualification: ['3+ years building HTTP APIs', 'Experience with queues'],
    jobDescription:
      'Design and run the APIs that move money for 20,000 businesses. You will own services end to end: schema design, on-call, performance and the docs developers read.',
    postedDaysAgo: 35,
    deadlineInDays: -5,
  },
  {
    company: companies.pixelcraft,
    jobTitle: 'UI/UX Design Intern',
    jobType: 'Internship',
    location: 'Remote',
    salaryPerMonth: 20000,
    experienceInYears: 0,
    recruitmentQuota: 3,
    skills: ['Figma', 'Wireframing', 'HTML', 'CSS'],
    keywords: ['internship', 'design'],
    userQualification: ['Students in any year', 'A small portfolio or case study'],
    jobDescription:
      'A six-month paid internship pairing you with a senior designer. You will wireframe real features, test them with users and see your work ship to production.',
    postedDaysAgo: 30,
    deadlineInDays: 10,
    mode: 'Remote',
  },
  {
    company: companies.datanest,
    jobTitle: 'Data Analyst',
    jobType: 'Part-time',
    location: 'Hyderabad',
    salaryPerMonth: 45000,
    experienceInYears: 1,
    recruitmentQuota: 1,
    skills: ['SQL', 'Python', 'Pandas', 'Power BI'],
    keywords: ['data', 'analytics', 'sql'],
    userQualification: ['Degree in statistics, maths or CS'],
    jobDescription:
      'Twenty hours a week answering questions from our retail customers with SQL and clear charts. You will clean data, build dashboards and explain what the numbers mean.',
    postedDaysAgo: 28,
    deadlineInDays: 25,
    style: 'Flexible hours',
  },
  {
    company: companies.cloudpeak,
    jobTitle: 'DevOps Engineer',
    jobType: 'Contract',
    location: 'Chennai',
    salaryPerMonth: 150000,
    experienceInYears: 4,
    recruitmentQuota: 1,
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Linux'],
    keywords: ['devops', 'cloud', 'infrastructure'],
    userQualification: ['4+ years running production infrastructure'],
    jobDescription:
      'A nine-month contract to migrate 60 services to our new Kubernetes platform. You will write Terraform, improve our deploy pipelines and pair with the teams you migrate.',
    postedDaysAgo: 25,
    deadlineInDays: -2,
  },
  {
    company: companies.skyroute,
    jobTitle: 'Android Developer',
    jobType: 'Remote',
    location: 'Remote',
    salaryPerMonth: 90000,
    experienceInYears: 2,
    recruitmentQuota: 2,
    skills: ['Kotlin', 'Jetpack Compose', 'Android', 'REST'],
    keywords: ['mobile', 'android', 'kotlin'],
    userQualification: ['An app on the Play Store you worked on'],
    jobDescription:
      'Improve the rider app used by 8,000 delivery partners: offline-first maps, faster start-up and a calmer interface for long shifts on the road.',
    postedDaysAgo: 21,
    deadlineInDays: 30,
    mode: 'Remote',
  },
  {
    company: companies.edusphere,
    jobTitle: 'Full Stack Developer (MERN)',
    jobType: 'Hybrid',
    location: 'Bengaluru',
    salaryPerMonth: 100000,
    experienceInYears: 3,
    recruitmentQuota: 2,
    skills: ['MongoDB', 'Express', 'React', 'Node.js'],
    keywords: ['mern', 'full stack', 'edtech'],
    userQualification: ['3+ years with JavaScript across the stack'],
    jobDescription:
      'Build the live classroom: video sessions, code playgrounds and progress tracking for 50,000 learners. You will ship features from database to interface.',
    postedDaysAgo: 18,
    deadlineInDays: 14,
    mode: 'Hybrid (2 days in office)',
  },
  {
    company: companies.shieldnet,
    jobTitle: 'Security Analyst',
    jobType: 'On-site',
    location: 'Gurugram',
    salaryPerMonth: 110000,
    experienceInYears: 3,
    recruitmentQuota: 2,
    skills: ['SIEM', 'Incident response', 'Networking', 'Python'],
    keywords: ['security', 'soc', 'blue team'],
    userQualification: ['CEH, OSCP or equivalent', 'Comfortable with rotating shifts'],
    jobDescription:
      'Investigate alerts in our security operations centre, lead incident response for client networks and write the detections that catch the next attack earlier.',
    postedDaysAgo: 15,
    deadlineInDays: 40,
    mode: 'Work from office',
    style: 'Rotating shifts',
  },
  {
    company: companies.datanest,
    jobTitle: 'Machine Learning Intern',
    jobType: 'Internship',
    location: 'Bengaluru',
    salaryPerMonth: 30000,
    experienceInYears: 0,
    recruitmentQuota: 2,
    skills: ['Python', 'scikit-learn', 'Statistics'],
    keywords: ['ml', 'ai', 'internship'],
    userQualification: ['Final-year students or recent graduates'],
    jobDescription:
      'Help us forecast demand for 300 retail stores. You will explore data, train and evaluate models and present your results to the customer team.',
    postedDaysAgo: 12,
    deadlineInDays: 18,
  },
  {
    company: companies.edusphere,
    jobTitle: 'Technical Content Writer',
    jobType: 'Part-time',
    location: 'Remote',
    salaryPerMonth: 35000,
    experienceInYears: 1,
    recruitmentQuota: 1,
    skills: ['Technical writing', 'JavaScript', 'Markdown'],
    keywords: ['writing', 'content', 'docs'],
    userQualification: ['Samples of tutorials or docs you wrote'],
    jobDescription:
      'Write tutorials and course notes that make hard ideas easy: closures, async code, databases. Fifteen hours a week, reviewed by our instructors.',
    postedDaysAgo: 10,
    deadlineInDays: 21,
    // Not a web page: shown as text, never opened.
    applyLink: 'mailto:careers@edusphere.example.com',
    mode: 'Remote',
  },
  {
    company: companies.quantum,
    jobTitle: 'QA Automation Engineer',
    jobType: 'Contract',
    location: 'Mumbai',
    salaryPerMonth: 70000,
    experienceInYears: 2,
    recruitmentQuota: 1,
    skills: ['Playwright', 'JavaScript', 'API testing'],
    keywords: ['qa', 'testing', 'automation'],
    userQualification: ['2+ years writing automated tests'],
    jobDescription:
      'A six-month contract to build the browser and API test suites for our new invoicing product, and to teach the team to keep them green.',
    postedDaysAgo: 8,
    deadlineInDays: 12,
  },
  {
    company: companies.trailhead,
    jobTitle: 'Flutter Developer',
    jobType: 'Remote',
    location: 'Remote',
    salaryPerMonth: 80000,
    experienceInYears: 2,
    recruitmentQuota: 1,
    skills: ['Flutter', 'Dart', 'Firebase'],
    keywords: ['mobile', 'flutter'],
    userQualification: ['A published Flutter app'],
    jobDescription:
      'Own the rental app on iOS and Android: unlocking scooters over Bluetooth, payments and ride history. Small team, big ownership.',
    postedDaysAgo: 6,
    deadlineInDays: 28,
    mode: 'Remote',
  },
  {
    company: companies.greenleaf,
    jobTitle: 'Junior Python Developer',
    jobType: 'Full-time',
    location: 'Kochi',
    salaryPerMonth: 40000,
    experienceInYears: 0,
    recruitmentQuota: 3,
    skills: ['Python', 'Django', 'PostgreSQL', 'Git'],
    keywords: ['python', 'backend', 'fresher'],
    userQualification: ['B.Sc./B.Tech graduates of 2024 or 2025'],
    jobDescription:
      'Join as a fresher and learn from a senior mentor while building pharmacy and appointment features in Django. We train you; you bring curiosity.',
    postedDaysAgo: 4,
    deadlineInDays: 35,
  },
  {
    company: companies.cloudpeak,
    jobTitle: 'Site Reliability Engineer',
    jobType: 'Full-time',
    location: 'Hyderabad',
    salaryPerMonth: 180000,
    experienceInYears: 5,
    recruitmentQuota: 1,
    skills: ['Go', 'Prometheus', 'Kubernetes', 'Linux'],
    keywords: ['sre', 'reliability', 'observability'],
    userQualification: ['5+ years operating distributed systems'],
    jobDescription:
      'Keep 2,000 customer clusters healthy. You will set SLOs, automate toil away and lead calm, blameless incident reviews.',
    postedDaysAgo: 2,
    deadlineInDays: 45,
    style: 'On-call one week in six',
  },
  {
    company: companies.nimbus,
    jobTitle: 'Frontend Intern',
    jobType: 'Internship',
    location: 'Pune',
    salaryPerMonth: 15000,
    experienceInYears: 0,
    recruitmentQuota: 4,
    skills: ['HTML', 'CSS', 'JavaScript'],
    keywords: ['internship', 'frontend', 'fresher'],
    userQualification: ['Students in their final year'],
    jobDescription:
      'Three months building small, real features in our dashboard with a mentor beside you. Many of our interns join full time afterwards.',
    postedDaysAgo: 1,
    deadlineInDays: 20,
  },
  {
    company: companies.quantum,
    jobTitle: 'Graduate Software Engineer',
    jobType: 'Full-time',
    location: 'Mumbai',
    salaryPerMonth: 60000,
    experienceInYears: 0,
    recruitmentQuota: 5,
    skills: ['Java', 'Spring Boot', 'SQL'],
    keywords: ['graduate', 'java', 'fresher'],
    userQualification: ['B.E./B.Tech/MCA, 2025 batch'],
    jobDescription:
      'A twelve-month graduate programme: rotate through three product teams, ship code from week two and get a mentor for the whole year.',
    postedDaysAgo: 0.3,
    deadlineInDays: 30,
  },
];

/** The deadline is the end of that day: a job closing "today" stays open until midnight. */
export function endOfDayIn(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setHours(23, 59, 59, 999);
  return d.toISOString();
}

/** Every date is relative to `now`, so the seed always looks fresh: some jobs open, some expired. */
export function seedJobs(now: Date): DemoJob[] {
  return jobs.map((j, i) => {
    const created = new Date(now.getTime() - j.postedDaysAgo * DAY_MS).toISOString();
    const slug = j.company.companySite.replace(/^https?:\/\//, '');
    return {
      _id: seedId(i + 1, '64c1'),
      jobTitle: j.jobTitle,
      jobType: j.jobType,
      jobDescription: j.jobDescription,
      jobDeadline: endOfDayIn(now, j.deadlineInDays),
      // Hiring wraps up two weeks after applications close.
      recruitmentPeriod: endOfDayIn(now, j.deadlineInDays + 14),
      recruitmentQuota: j.recruitmentQuota,
      salaryPerMonth: j.salaryPerMonth,
      experienceInYears: j.experienceInYears,
      location: j.location,
      skills: j.skills,
      userQualification: j.userQualification,
      keywords: j.keywords,
      ...j.company,
      applyLink: j.applyLink ?? `https://${slug}/careers/${i + 1}`,
      ...(j.mode ? { mode: j.mode } : {}),
      ...(j.style ? { style: j.style } : {}),
      createdAt: created,
      updatedAt: created,
      __v: 0,
    };
  });
}
