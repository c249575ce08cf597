/** The static "Top Contributors" beside the live leaderboard on the landing page (spec §3: name, points, img, description). */
export interface TopContributor {
  name: string;
  points: number;
  /** A same-origin picture under public/images/leaderboard/. */
  img: string;
  description: string;
}

export const TOP_CONTRIBUTORS: readonly TopContributor[] = [
  {
    name: 'Meera Iyer',
    points: 2450,
    img: '/images/leaderboard/meera-iyer.svg',
    description:
      'Led the rewrite of the community job board and reviews most of the front-end pull requests.',
  },
  {
    name: 'Rohan Kapoor',
    points: 1980,
    img: '/images/leaderboard/rohan-kapoor.svg',
    description: 'Built the live-class scheduler API and mentors first-time backend contributors.',
  },
  {
    name: 'Sana Qureshi',
    points: 1725,
    img: '/images/leaderboard/sana-qureshi.svg',
    description:
      'Keeps the UI kit accessible: every new component ships with keyboard and screen-reader tests.',
  },
];
