/** One card of the community section: a platform figure (second spec document, §3 "Social-statistics item"). */
export interface SocialStat {
  /** The label under the figure, e.g. 'Instagram Followers'. */
  socialMedia: string;
  /** The figure the card counts up to. */
  socialNumbers: number;
  socialDescription: string;
}

/** The figures the spec gives for the community section (§2 and §9). */
export const SOCIAL_STATS: readonly SocialStat[] = [
  {
    socialMedia: 'Instagram Followers',
    socialNumbers: 22_500,
    socialDescription: 'Trusted by students and coders on Instagram.',
  },
  {
    socialMedia: 'Monthly Reach',
    socialNumbers: 5_000_000,
    socialDescription: 'Crossing boundaries, with tremendous support from the community.',
  },
  {
    socialMedia: 'Linkedin Impressions',
    socialNumbers: 250_000,
    socialDescription: 'Building relations and expanding networks.',
  },
];
