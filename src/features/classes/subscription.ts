/** The live classes subscription of the pricing section (§2, §9). */
export const SUBSCRIPTION_PRICE_INR = 2000;

export const SUBSCRIPTION_BENEFITS = [
  'Daily live classes',
  'Doubt support via chat groups',
  'Project-based learning',
  'One-on-one mentoring',
  'Recorded sessions',
  'Career support',
  'Access on mobile or desktop',
] as const;
