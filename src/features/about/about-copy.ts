/** The about page's own words (second spec document, §2 "About page"). */

export const FOUNDER_QUOTE = 'If you can manifest it, you can achieve it.';

export const FOUNDER_PORTRAIT = {
  src: '/images/about/founder-portrait.svg',
  width: 400,
  height: 440,
} as const;

export type FeatureIcon = 'code' | 'projects' | 'career';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** 'Who we are': the bridge from theory to practice. */
export const WHO_WE_ARE: readonly Feature[] = [
  {
    icon: 'code',
    title: 'Real-world coding skills',
    text: 'Learn by writing code that runs, in live classes led by developers who ship software every day.',
  },
  {
    icon: 'projects',
    title: 'Industry-standard projects',
    text: 'Contribute to projects built the way teams build them: version control, code review and real users.',
  },
  {
    icon: 'career',
    title: 'Career guidance',
    text: 'From a first portfolio to a first interview, mentors and recruiters show you the way into the industry.',
  },
];

export interface MissionStatement {
  title: string;
  text: string;
}

/** 'Our Mission': the three statements, titled as the spec names them. */
export const MISSION: readonly MissionStatement[] = [
  {
    title: 'Simplifying Tech Education',
    text: 'No jargon for its own sake: concepts taught step by step, on a clear path from the basics to real projects.',
  },
  {
    title: 'Accessible for Everyone',
    text: 'Free resources, affordable classes and a community that welcomes beginners from any background.',
  },
  {
    title: 'Empowering Learners',
    text: 'Mentorship, feedback and real work give learners the confidence to build, share and get hired.',
  },
];
