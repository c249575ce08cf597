// The pools the demo's large board is drawn from (see jobs-at-scale.ts): small, so thousands of jobs share strings.

export interface Role {
  title: string;
  skills: string[];
  keywords: string[];
  qualification: string;
  duty: string;
}

export const roles: Role[] = [
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

export const places = [
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
export const types = [
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

export const modes = ['Work from office', 'Hybrid (3 days in office)', 'Remote', ''];
