/**
 * The team shown on the about page and the community page (second spec document, §3 "Team member").
 *
 * SAMPLE DATA: the people, their words and their social handles are placeholders written for this build,
 * not real CodersHub staff; replace them with the real team before launch. The pages say so to visitors.
 */
export type TeamPosition = 'Founder & CEO' | 'Frontend Developer' | 'Backend Developer';

export interface TeamMember {
  name: string;
  position: TeamPosition;
  description: string;
  /** A same-origin path or an http(s) URL; the card shows the person's initials when it is missing or fails. */
  image: string;
  /** Opened only when it is an http(s) link. */
  instagram: string;
  linkedIn?: string;
}

export const FOUNDER: TeamMember = {
  name: 'Rohan Mehra',
  position: 'Founder & CEO',
  description:
    'Started CodersHub to give self-taught developers the mentoring and real projects he had to find alone.',
  image: '/images/team/rohan-mehra.svg',
  instagram: 'https://www.instagram.com/rohan.codershub/',
  linkedIn: 'https://www.linkedin.com/in/rohan-mehra-codershub/',
};

export const TEAM: readonly TeamMember[] = [
  FOUNDER,
  {
    name: 'Priya Nair',
    position: 'Frontend Developer',
    description: 'Builds the class and project pages, and cares that they work for everyone, on any screen.',
    image: '/images/team/priya-nair.svg',
    instagram: 'https://www.instagram.com/priya.codershub/',
    linkedIn: 'https://www.linkedin.com/in/priya-nair-codershub/',
  },
  {
    name: 'Karan Singh',
    position: 'Frontend Developer',
    description: 'Turns designs into fast, accessible components and runs the weekly React study circle.',
    image: '/images/team/karan-singh.svg',
    instagram: 'https://www.instagram.com/karan.codershub/',
  },
  {
    name: 'Sneha Kulkarni',
    position: 'Frontend Developer',
    description: 'Looks after the store and checkout, and reviews the community’s first pull requests.',
    image: '/images/team/sneha-kulkarni.svg',
    instagram: 'https://www.instagram.com/sneha.codershub/',
    linkedIn: 'https://www.linkedin.com/in/sneha-kulkarni-codershub/',
  },
  {
    name: 'Arjun Iyer',
    position: 'Backend Developer',
    description: 'Designs the APIs behind jobs and classes, and mentors learners through their first deploy.',
    image: '/images/team/arjun-iyer.svg',
    instagram: 'https://www.instagram.com/arjun.codershub/',
    linkedIn: 'https://www.linkedin.com/in/arjun-iyer-codershub/',
  },
  {
    name: 'Meera Joshi',
    position: 'Backend Developer',
    description: 'Keeps the leaderboard, search and data pipelines quick, and teaches the databases track.',
    image: '/images/team/meera-joshi.svg',
    instagram: 'https://www.instagram.com/meera.codershub/',
  },
];
