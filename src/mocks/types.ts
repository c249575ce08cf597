// The demo database's records, in the backend's field names.

export interface DemoAccount {
  _id: string;
  role: 'student' | 'developer' | 'recruiter' | 'teacher' | 'admin' | 'superadmin';
  name: string;
  username: string;
  email: string;
  password: string;
  phoneNumber: string;
  profilePicture: string;
  bio: string;
  skills: string[];
  active: boolean;
  /** Role-specific fields (experience, fieldOfInterest, linkedin, github, position, companyWebsite, openPositions …). */
  extra: Record<string, unknown>;
  followers: number;
  following: number;
  posts: number;
  createdAt: string;
  updatedAt: string;
}

export interface DemoJob {
  _id: string;
  jobTitle: string;
  jobType: string;
  jobDescription: string;
  jobDeadline: string;
  recruitmentPeriod: string;
  recruitmentQuota: number;
  salaryPerMonth: number;
  experienceInYears: number;
  location: string;
  skills: string[];
  userQualification: string[];
  keywords: string[];
  companyName: string;
  companySite: string;
  companyDescription: string;
  companyLogo: string;
  applyLink: string;
  mode?: string;
  style?: string;
  createdAt: string;
  updatedAt: string;
  __v: number;
}

export interface DemoClass {
  id: string;
  title: string;
  instructor: { name: string; id?: string };
  rating: number;
  level: string;
  type: string;
  category: string;
  /** Free text that search matches on (the backend's class description). */
  description?: string;
  /**
   * The deployed backend's course fields. Classes with a built-in sample course detail leave them out; the
   * others carry them, so their course page is built from this list alone.
   */
  shortDescription?: string;
  longDescription?: string;
  relatedTopics?: string;
  whatYouWillLearn?: string[];
  courseIncludes?: string[];
  thisCourseIncludes?: string[];
  originalPrice?: number;
  discountedPrice?: number;
  language?: string;
  teacherSpecialization?: string;
  updatedAt?: string;
}

/** A project in the spec's shape. Text fields may be missing, as they can be from a real server. */
export interface DemoProject {
  id: string;
  title?: string;
  category: string;
  description?: string;
  image?: string;
  userName?: string;
  userImage?: string;
  userRole?: string;
  repoLink?: string;
  liveLink?: string;
  techStack?: string[];
  /** The project detail page's key features. */
  features?: string[];
  createdAt: string;
}

/** A project in the deployed backend's shape (api-contract.md): the demo keeps a few so the app meets both. */
export interface DemoDeployedProject {
  _id: string;
  title?: string;
  description?: string;
  Images: string[];
  repoLink?: string;
  liveLink?: string;
  contributors: string[];
  techStack: string[];
  tags: string[];
  createdAt: string;
  updatedAt: string;
  __v: number;
}

export interface DemoContributor {
  _id: string;
  userId: string;
  userType: string;
  name: string;
  bio: string;
  profilePicture: string;
  contributions: number;
}

export interface DemoDb {
  version: number;
  /** Changes at every reseed ("Reset demo data", `?demoJobs=N`): a tab's copy from before it is not merged back. */
  epoch?: string;
  accounts: DemoAccount[];
  jobs: DemoJob[];
  /** Set by `?demoJobs=N`: the jobs table was reseeded with N generated jobs at that moment. */
  generatedJobs?: { count: number; at: string };
  classes: DemoClass[];
  projects: (DemoProject | DemoDeployedProject)[];
  contributors: DemoContributor[];
}
